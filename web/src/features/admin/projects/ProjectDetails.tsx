import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { ProjectAccess } from './ProjectAccess';
import type { AdminProjectRow } from './AdminProjectsTable';

/** The chosen project's people and tokens; takes the focus when opened so keyboard users land on it. */
export function ProjectDetails({ project, tokens, onClose }: { project: AdminProjectRow; tokens: ReactNode; onClose: () => void }) {
  const { t } = useTranslation('admin-projects');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [project.id]);
  return (
    <section className="admin-project-details" aria-labelledby={`project-details-${project.id}`}>
      <div className="admin-project-details__header">
        <h2 id={`project-details-${project.id}`} ref={heading} tabIndex={-1} className="admin-project-details__title">
          {t('details.title', { name: project.name })}
        </h2>
        <Button type="button" text icon="pi pi-times" label={t('details.close')} onClick={onClose} />
      </div>
      {project.isActive ? null : <Message severity="warn" text={t('details.inactive')} />}
      <ProjectAccess projectId={project.id} projectName={project.name} />
      {tokens}
    </section>
  );
}
