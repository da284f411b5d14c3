import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Dropdown } from 'primereact/dropdown';
import { useWorkspace } from './WorkspaceProvider';

/** Project selector: the tenant's projects in session mode, the token's project in token mode. */
export function ProjectSelector({ tokenMode, className }: { tokenMode: boolean; className?: string }) {
  const { t } = useTranslation('workspace');
  const id = useId();
  const { projects, selectedProject, selectProject, isLoading } = useWorkspace();

  if (tokenMode) {
    return (
      <div className={`selector selector--static ${className ?? ''}`}>
        <span className="selector__label" id={`${id}-label`}>
          {t('project.label')}
        </span>
        <span className="selector__value" aria-labelledby={`${id}-label`}>
          {selectedProject?.name ?? t('project.none')}
        </span>
      </div>
    );
  }

  const options = projects.map((project) => ({
    label: project.isActive ? project.name : t('inactiveOption', { name: project.name }),
    value: project.id,
  }));
  if (selectedProject && !projects.some((p) => p.id === selectedProject.id)) {
    options.unshift({ label: selectedProject.name, value: selectedProject.id });
  }

  return (
    <div className={`selector ${className ?? ''}`}>
      <label className="selector__label" htmlFor={`${id}-project`}>
        {t('project.label')}
      </label>
      <Dropdown
        inputId={`${id}-project`}
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
        className="selector__dropdown"
        // The hidden native select PrimeReact renders for forms needs a name too (axe select-name).
        pt={{ select: { 'aria-label': t('project.label'), 'aria-hidden': true } }}
      />
    </div>
  );
}
