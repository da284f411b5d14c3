import { useTranslation } from 'react-i18next';
import { PageEmptyState } from '../../components/PageEmptyState';

/** Empty state until this page is built: what will appear here and what to do next. */
export default function AdminProjectsPage() {
  const { t } = useTranslation('admin');
  return (
    <PageEmptyState
      icon="pi pi-briefcase"
      title={t('projects.empty.title')}
      description={t('projects.empty.description')}
      links={[{ to: '/projects', label: t('projects.links.allProjects') }]}
    />
  );
}
