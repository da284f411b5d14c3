import { useTranslation } from 'react-i18next';
import { PageEmptyState } from '../../components/PageEmptyState';

/** Empty state until this page is built: what will appear here and what to do next. */
export default function AdminTenantsPage() {
  const { t } = useTranslation('admin');
  return (
    <PageEmptyState
      icon="pi pi-building"
      title={t('tenants.empty.title')}
      description={t('tenants.empty.description')}
      links={[{ to: '/admin', label: t('tenants.links.overview') }]}
    />
  );
}
