import { useTranslation } from 'react-i18next';
import { useWorkspace } from './WorkspaceProvider';
import { Selector } from './Selector';

/** Project selector: the tenant's projects in session mode, the token's project in token mode. */
export function ProjectSelector({ tokenMode, className }: { tokenMode: boolean; className?: string }) {
  const { t } = useTranslation('workspace');
  const { projects, selectedProject, selectProject, isLoading } = useWorkspace();

  if (tokenMode) return <Selector label={t('project.label')} className={className} fixedValue={selectedProject?.name ?? t('project.none')} />;

  const options = projects.map((project) => ({
    label: project.isActive ? project.name : t('inactiveOption', { name: project.name }),
    value: project.id,
  }));
  if (selectedProject && !projects.some((p) => p.id === selectedProject.id)) {
    options.unshift({ label: selectedProject.name, value: selectedProject.id });
  }

  return (
    <Selector
      label={t('project.label')}
      className={className}
      value={selectedProject?.id ?? null}
      options={options}
      onChange={(event) => {
        const project = projects.find((p) => p.id === event.value);
        if (project) selectProject({ id: project.id, name: project.name, tenantId: project.tenantId });
      }}
      placeholder={isLoading ? t('project.loading') : t('project.placeholder')}
      emptyMessage={t('project.empty')}
      filter={options.length > 8}
      filterInputAutoFocus
    />
  );
}
