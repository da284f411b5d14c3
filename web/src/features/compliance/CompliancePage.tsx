import { useTranslation } from 'react-i18next';
import { PageEmptyState } from '../../components/PageEmptyState';

/** Empty state until this page is built: what will appear here and what to do next. */
export default function CompliancePage() {
  const { t } = useTranslation('compliance');
  return (
    <PageEmptyState
      icon="pi pi-verified"
      title={t('empty.title')}
      description={t('empty.description')}
      links={[{ to: '/dashboard', label: t('links.dashboard') }]}
    />
  );
}
