import { useTranslation } from 'react-i18next';
import { PageEmptyState } from '../../components/PageEmptyState';

/** Empty state until this page is built: what will appear here and what to do next. */
export default function DashboardPage() {
  const { t } = useTranslation('dashboard');
  return (
    <PageEmptyState
      icon="pi pi-chart-bar"
      title={t('empty.title')}
      description={t('empty.description')}
      links={[{ to: '/onboarding', label: t('links.onboarding') }]}
    />
  );
}
