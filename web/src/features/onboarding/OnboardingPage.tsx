import { useTranslation } from 'react-i18next';
import { PageEmptyState } from '../../components/PageEmptyState';

/** Empty state until this page is built: what will appear here and what to do next. */
export default function OnboardingPage() {
  const { t } = useTranslation('onboarding');
  return (
    <PageEmptyState
      icon="pi pi-compass"
      title={t('empty.title')}
      description={t('empty.description')}
      links={[{ to: '/projects', label: t('links.projects') }, { to: '/dashboard', label: t('links.dashboard') }]}
    />
  );
}
