import { MiddleTruncate } from '../../../components/MiddleTruncate';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { Tag } from 'primereact/tag';
import { graphql } from '../../../gql';
import type { UserRow_UserFragment } from '../../../gql/graphql';
import { formatDate } from '../../../lib/format';

/** What a row of the users list shows, and what editing a user starts from. */
export const UserRowFragment = graphql(`
  fragment UserRow_user on User {
    id
    name
    email
    roles
    isActive
    lastLoginAt
    projectRoles {
      projectId
      role
    }
  }
`);

export type UserItem = UserRow_UserFragment;

/** How a user is named on screen: their name, else their e-mail. */
export const displayName = (user: Pick<UserItem, 'name' | 'email'>): string => user.name || user.email;

export interface UserRowProps {
  user: UserItem;
  index: number;
  selected: boolean;
  /** Project names by id (the tenant's projects). */
  projectNames: ReadonlyMap<string, string>;
  onToggle: (user: UserItem) => void;
  onEdit: (user: UserItem) => void;
  onRemove: (user: UserItem) => void;
  onReactivate: (user: UserItem) => void;
  /** Removes the user's second factor (after a confirmation). */
  onResetMfa: (user: UserItem) => void;
}

/** One user: selection, name, e-mail, roles, projects with their project role, status, last sign-in, actions. */
export function UserRow({ user, index, selected, projectNames, onToggle, onEdit, onRemove, onReactivate, onResetMfa }: UserRowProps) {
  const { t } = useTranslation('admin-users');
  const name = displayName(user);
  const isTenantAdmin = user.roles.includes('TENANT_ADMIN');
  return (
    <tr className={index % 2 === 1 ? 'p-row-odd' : undefined} data-testid="user-row" data-user-id={user.id}>
      <td>
        <input type="checkbox" className="admin-users__check" checked={selected} onChange={() => onToggle(user)} aria-label={t('table.selectRow', { name })} />
      </td>
      <td>{user.name || <span className="muted">{t('table.noName')}</span>}</td>
      <td>
        <MiddleTruncate className="admin-users__email" text={user.email} kind="email" />
      </td>
      <td>
        <ul className="chip-list">
          {user.roles.map((role) => (
            <li key={role} className="chip">
              {t(`roles.${role}`)}
            </li>
          ))}
        </ul>
      </td>
      <td>
        {isTenantAdmin ? (
          <span className="muted">{t('table.allProjects')}</span>
        ) : user.projectRoles.length === 0 ? (
          <span className="muted">{t('table.noProjects')}</span>
        ) : (
          <ul className="admin-users__projects">
            {user.projectRoles.map((grant) => (
              <li key={grant.projectId}>
                {t('table.projectRole', {
                  project: projectNames.get(grant.projectId) ?? t('table.unknownProject', { id: grant.projectId.slice(0, 8) }),
                  role: t(`roles.${grant.role}`),
                })}
              </li>
            ))}
          </ul>
        )}
      </td>
      <td>
        <Tag value={user.isActive ? t('table.active') : t('table.inactive')} severity={user.isActive ? 'success' : 'secondary'} />
      </td>
      <td>{user.lastLoginAt ? formatDate(user.lastLoginAt, true) : <span className="muted">{t('table.never')}</span>}</td>
      <td>
        <div className="row-actions">
          <Button type="button" size="small" text icon="pi pi-pencil" label={t('actions.edit')} aria-label={t('actions.editAria', { name })} onClick={() => onEdit(user)} />
          <Button type="button" size="small" text severity="secondary" icon="pi pi-mobile" label={t('actions.resetMfa')} aria-label={t('actions.resetMfaAria', { name })} onClick={() => onResetMfa(user)} />
          {user.isActive ? (
            <Button type="button" size="small" text severity="danger" icon="pi pi-user-minus" label={t('actions.remove')} aria-label={t('actions.removeAria', { name })} onClick={() => onRemove(user)} />
          ) : (
            <Button type="button" size="small" text severity="secondary" icon="pi pi-replay" label={t('actions.reactivate')} aria-label={t('actions.reactivateAria', { name })} onClick={() => onReactivate(user)} />
          )}
        </div>
      </td>
    </tr>
  );
}
