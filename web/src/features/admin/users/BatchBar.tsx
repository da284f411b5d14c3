import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from '@apollo/client/react';
import { Button } from 'primereact/button';
import { graphql } from '../../../gql';
import type { BatchUserAction, Role } from '../../../gql/graphql';
import { useToast } from '../../../components/toast';
import { useConfirm } from '../../../components/confirm';
import { ROLES } from './filters';
import { batchToasts } from './batchReport';
import { userUpdateError } from './userErrors';

/** One change for several users; each changed user comes back and updates its cached User. */
const BatchUpdateUsersMutation = graphql(`
  mutation BatchUpdateUsers($tenantId: UUID!, $input: BatchUserRequestInput!) {
    batchUpdateTenantUsers(tenantId: $tenantId, input: $input) {
      succeeded
      failed
      results {
        userId
        email
        success
        code
        message
        user {
          id
          ...UserRow_user
        }
      }
    }
  }
`);

export interface BatchBarProps {
  tenantId: string;
  selected: readonly string[];
  /** Called with the users that were changed (they leave the selection; the failed ones stay). */
  onDone: (changed: string[]) => void;
  onClear: () => void;
}

/** Batch actions on the selected users: activate, deactivate, change role; reports each user's result. */
export function BatchBar({ tenantId, selected, onDone, onClear }: BatchBarProps) {
  const { t } = useTranslation('admin-users');
  const id = useId();
  const toast = useToast();
  const [role, setRole] = useState<Role>('VIEWER');
  const [run, { loading }] = useMutation(BatchUpdateUsersMutation);
  const confirm = useConfirm();

  /** Every batch action asks first (spec §2, §5): what it does and to how many users. */
  function ask(action: BatchUserAction) {
    const count = selected.length;
    const roleName = t(`roles.${role}`);
    confirm({
      title: action === 'ACTIVATE' ? t('batch.confirm.activateTitle') : action === 'DEACTIVATE' ? t('batch.confirm.deactivateTitle') : t('batch.confirm.setRolesTitle'),
      description:
        action === 'ACTIVATE'
          ? t('batch.confirm.activate', { count })
          : action === 'DEACTIVATE'
            ? t('batch.confirm.deactivate', { count })
            : t('batch.confirm.setRoles', { count, role: roleName }),
      warning: action === 'DEACTIVATE' ? t('batch.confirm.deactivateWarning') : undefined,
      danger: action === 'DEACTIVATE',
      onConfirm: () => apply(action),
    });
  }

  async function apply(action: BatchUserAction) {
    try {
      const { data } = await run({
        variables: { tenantId, input: { userIds: [...selected], action, ...(action === 'SET_ROLES' ? { roles: [role] } : {}) } },
      });
      const results = data?.batchUpdateTenantUsers?.results ?? [];
      for (const message of batchToasts(results, t)) toast.show(message);
      onDone(results.filter((result) => result.success).map((result) => result.userId));
    } catch (failure) {
      toast.show({ severity: 'error', detail: userUpdateError(failure, t('edit.error')) });
    }
  }

  return (
    <div className="toolbar admin-users__batch" role="group" aria-label={t('batch.label')} data-testid="batch-bar">
      <span aria-live="polite">{t('batch.selected', { count: selected.length })}</span>
      <Button type="button" size="small" outlined icon="pi pi-check" label={t('batch.activate')} disabled={loading} onClick={() => ask('ACTIVATE')} />
      <Button type="button" size="small" outlined severity="danger" icon="pi pi-ban" label={t('batch.deactivate')} disabled={loading} onClick={() => ask('DEACTIVATE')} />
      <span className="admin-users__batch-role">
        <label htmlFor={`${id}-role`}>{t('batch.roleLabel')}</label>
        <select id={`${id}-role`} className="p-inputtext p-component" value={role} onChange={(event) => setRole(event.target.value as Role)}>
          {ROLES.map((option) => (
            <option key={option} value={option}>
              {t(`roles.${option}`)}
            </option>
          ))}
        </select>
        <Button type="button" size="small" outlined icon="pi pi-users" label={t('batch.setRoles')} disabled={loading} onClick={() => ask('SET_ROLES')} />
      </span>
      <Button type="button" size="small" text icon="pi pi-times" label={t('batch.clearSelection')} disabled={loading} onClick={onClear} />
    </div>
  );
}
