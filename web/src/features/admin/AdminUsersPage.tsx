import { useTranslation } from 'react-i18next';
import { PageEmptyState } from '../../components/PageEmptyState';

/** Empty state until this page is built: what will appear here and what to do next. */
export default function AdminUsersPage() {
  const { t } = useTranslation('admin');
  return (
    <PageEmptyState
      icon="pi pi-users"
      title={t('users.empty.title')}
      description={t('users.empty.description')}
      links={[{ to: '/admin', label: t('users.links.overview') }]}
    />
  );
}
