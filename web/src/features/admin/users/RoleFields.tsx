import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectOptions } from '../../../components/form/SelectOptions';
import type { Role } from '../../../gql/graphql';
import { ROLES } from './filters';

export interface ProjectOption {
  id: string;
  name: string;
}

export interface ProjectGrant {
  projectId: string;
  role: Role;
}

/** The tenant roles of a user or an invite, as a group of checkboxes. */
export function RolesField({ value, onChange, error }: { value: readonly Role[]; onChange: (roles: Role[]) => void; error?: string | null }) {
  const { t } = useTranslation('admin-users');
  const id = useId();
  const toggle = (role: Role) => onChange(value.includes(role) ? value.filter((r) => r !== role) : ROLES.filter((r) => r === role || value.includes(r)));
  return (
    <fieldset className="field admin-users__fieldset" aria-describedby={error ? `${id}-error` : undefined}>
      <legend>{t('form.roles')}</legend>
      {ROLES.map((role) => (
        <label key={role} className="admin-users__option">
          <input type="checkbox" checked={value.includes(role)} onChange={() => toggle(role)} />
          {t(`roles.${role}`)}
        </label>
      ))}
      {error ? (
        <small id={`${id}-error`} className="field__error">
          {error}
        </small>
      ) : null}
    </fieldset>
  );
}

/** One role per project (or no access), for every project of the tenant. */
export function ProjectRolesField({ projects, value, onChange }: { projects: readonly ProjectOption[]; value: readonly ProjectGrant[]; onChange: (grants: ProjectGrant[]) => void }) {
  const { t } = useTranslation('admin-users');
  const id = useId();
  const roleOf = (projectId: string) => value.find((grant) => grant.projectId === projectId)?.role ?? '';
  const change = (projectId: string, role: string) => {
    const others = value.filter((grant) => grant.projectId !== projectId);
    onChange(role ? [...others, { projectId, role: role as Role }] : others);
  };
  return (
    <fieldset className="field admin-users__fieldset" aria-describedby={`${id}-hint`}>
      <legend>{t('form.projectRoles')}</legend>
      <small id={`${id}-hint`} className="field__hint">
        {t('form.projectRolesHint')}
      </small>
      {projects.length === 0 ? <p className="muted">{t('form.noProjectsYet')}</p> : null}
      {projects.map((project) => (
        <div key={project.id} className="admin-users__project-role">
          <label htmlFor={`${id}-${project.id}`}>{project.name}</label>
          <select
            id={`${id}-${project.id}`}
            className="p-inputtext p-component"
            aria-label={t('form.projectRoleOf', { project: project.name })}
            value={roleOf(project.id)}
            onChange={(event) => change(project.id, event.target.value)}
          >
            <option value="">{t('form.noAccess')}</option>
            <SelectOptions values={ROLES.filter((role) => role !== 'TENANT_ADMIN')} label={(role) => t(`roles.${role}`)} />
          </select>
        </div>
      ))}
    </fieldset>
  );
}

/** The grants as the API takes them (no __typename). */
export const toGrantInput = (grants: readonly ProjectGrant[]): ProjectGrant[] => grants.map(({ projectId, role }) => ({ projectId, role }));
