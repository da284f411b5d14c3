import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';
import type { Role } from '../../../gql/graphql';
import { FormDialog } from '../../../components/form/FormDialog';
import { useToast } from '../../../components/toast';
import { ProjectRolesField, RolesField, toGrantInput, type ProjectGrant, type ProjectOption } from './RoleFields';
import { displayName, type UserItem } from './UserRow';
import { userUpdateError } from './userErrors';

/** Changes a member of the tenant; the answer updates the normalised User in the cache. */
export const UpdateTenantUserMutation = graphql(`
  mutation UpdateTenantUser($tenantId: UUID!, $userId: UUID!, $input: UpdateUserRequestInput!) {
    updateTenantUser(tenantId: $tenantId, userId: $userId, input: $input) {
      id
      ...UserRow_user
    }
  }
`);

export interface EditUserDialogProps {
  tenantId: string;
  user: UserItem;
  projects: readonly ProjectOption[];
  onHide: () => void;
}

/** Edit a user's tenant roles and project roles (mounted per user: the form starts from the user). */
export function EditUserDialog({ tenantId, user, projects, onHide }: EditUserDialogProps) {
  const { t } = useTranslation('admin-users');
  const toast = useToast();
  const [roles, setRoles] = useState<Role[]>([...user.roles]);
  const [grants, setGrants] = useState<ProjectGrant[]>(user.projectRoles.map(({ projectId, role }) => ({ projectId, role })));
  const [error, setError] = useState<{ roles?: string; form?: string }>({});
  const [update, { loading }] = useMutation(UpdateTenantUserMutation);

  async function submit() {
    if (roles.length === 0) {
      setError({ roles: t('form.rolesRequired') });
      return;
    }
    setError({});
    try {
      await update({ variables: { tenantId, userId: user.id, input: { roles, projectRoles: toGrantInput(grants) } } });
      toast.show({ severity: 'success', detail: t('edit.success') });
      onHide();
    } catch (failure) {
      setError({ form: userUpdateError(failure, t('edit.error')) });
    }
  }

  return (
    <FormDialog header={t('edit.title', { name: displayName(user) })} submitLabel={t('edit.submit')} submitIcon="pi pi-check" submitting={loading} error={error.form} onSubmit={submit} onHide={onHide}>
      <RolesField value={roles} onChange={setRoles} error={error.roles} />
      <ProjectRolesField projects={projects} value={grants} onChange={setGrants} />
    </FormDialog>
  );
}
