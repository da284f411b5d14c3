import { useTranslation } from 'react-i18next';
import { PageEmptyState } from '../../components/PageEmptyState';

/** Empty state until this page is built: what will appear here and what to do next. */
export default function AdminPage() {
  const { t } = useTranslation('admin');
  return (
    <PageEmptyState
      icon="pi pi-server"
      title={t('overview.empty.title')}
      description={t('overview.empty.description')}
      links={[{ to: '/admin/users', label: t('overview.links.users') }, { to: '/admin/projects', label: t('overview.links.projects') }]}
    />
  );
}
