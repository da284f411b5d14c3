import { useTranslation } from 'react-i18next';
import { PageEmptyState } from '../../components/PageEmptyState';

/** Empty state until this page is built: what will appear here and what to do next. */
export default function ArtifactsPage() {
  const { t } = useTranslation('artifacts');
  return (
    <PageEmptyState
      icon="pi pi-folder-open"
      title={t('empty.title')}
      description={t('empty.description')}
      links={[{ to: '/dashboard', label: t('links.dashboard') }]}
    />
  );
}
