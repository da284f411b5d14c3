import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from '@apollo/client/react';
import { InputText } from 'primereact/inputtext';
import { graphql } from '../../../gql';
import type { Role } from '../../../gql/graphql';
import { FormDialog } from '../../../components/form/FormDialog';
import { FormField } from '../../../components/form/FormField';
import { getErrorStatus, getServerMessage } from '../../../lib/apollo';
import { PendingInvitesQuery } from './PendingInvites';
import { ProjectRolesField, RolesField, toGrantInput, type ProjectGrant, type ProjectOption } from './RoleFields';

/** Invitation validity (spec §9: 72 hours) and the server's limits for it. */
export const DEFAULT_EXPIRY_HOURS = 72;
const MAX_EXPIRY_HOURS = 720;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const InviteUserMutation = graphql(`
  mutation InviteUser($tenantId: UUID!, $input: InviteRequestInput!) {
    invite(tenantId: $tenantId, input: $input) {
      id
      ...PendingInvite_invite
    }
  }
`);

export interface InviteDialogProps {
  visible: boolean;
  tenantId: string;
  projects: readonly ProjectOption[];
  onHide: () => void;
  onInvited: () => void;
}

/** Invite by e-mail with tenant roles, a role per project and the link's validity (72 h by default). */
export function InviteDialog({ visible, tenantId, projects, onHide, onInvited }: InviteDialogProps) {
  const { t } = useTranslation('admin-users');
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [roles, setRoles] = useState<Role[]>(['VIEWER']);
  const [grants, setGrants] = useState<ProjectGrant[]>([]);
  const [hours, setHours] = useState(String(DEFAULT_EXPIRY_HOURS));
  const [errors, setErrors] = useState<{ email?: string; roles?: string; hours?: string; form?: string }>({});
  // The new invitation joins the cached pending list at the top (no refetch).
  const [invite, { loading }] = useMutation(InviteUserMutation, {
    update(cache, { data }) {
      const created = data?.invite;
      if (!created) return;
      cache.updateQuery({ query: PendingInvitesQuery, variables: { tenantId } }, (current) =>
        current?.listTenantInvites
          ? { listTenantInvites: { ...current.listTenantInvites, invites: [created, ...current.listTenantInvites.invites.filter((i) => i.id !== created.id)] } }
          : current,
      );
    },
  });

  function reset() {
    setEmail('');
    setName('');
    setRoles(['VIEWER']);
    setGrants([]);
    setHours(String(DEFAULT_EXPIRY_HOURS));
    setErrors({});
  }

  function close() {
    reset();
    onHide();
  }

  async function submit() {
    const expiresInHours = Number(hours);
    const found = {
      ...(EMAIL.test(email.trim()) ? {} : { email: t('invite.emailRequired') }),
      ...(roles.length > 0 ? {} : { roles: t('form.rolesRequired') }),
      ...(Number.isInteger(expiresInHours) && expiresInHours >= 1 && expiresInHours <= MAX_EXPIRY_HOURS ? {} : { hours: t('invite.expiresInvalid') }),
    };
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      await invite({
        variables: {
          tenantId,
          input: {
            email: email.trim(),
            roles,
            projectRoles: toGrantInput(grants),
            expiresInHours,
            ...(name.trim() ? { name: name.trim() } : {}),
          },
        },
      });
      reset();
      onHide();
      onInvited();
    } catch (failure) {
      const status = getErrorStatus(failure);
      setErrors({ form: (status && status < 500 ? getServerMessage(failure) : undefined) ?? t('invite.failed') });
    }
  }

  return (
    <FormDialog visible={visible} header={t('invite.title')} submitLabel={t('invite.submit')} submitIcon="pi pi-send" submitting={loading} error={errors.form} onSubmit={submit} onHide={close}>
      <FormField label={t('invite.email')} error={errors.email}>
        {(control) => <InputText {...control} type="email" value={email} maxLength={254} autoFocus onChange={(event) => setEmail(event.target.value)} />}
      </FormField>
      <FormField label={t('invite.name')}>{(control) => <InputText {...control} value={name} maxLength={120} onChange={(event) => setName(event.target.value)} />}</FormField>
      <RolesField value={roles} onChange={setRoles} error={errors.roles} />
      <ProjectRolesField projects={projects} value={grants} onChange={setGrants} />
      <FormField label={t('invite.expiresInHours')} error={errors.hours}>
        {(control) => (
          <InputText {...control} type="number" inputMode="numeric" min={1} max={MAX_EXPIRY_HOURS} value={hours} onChange={(event) => setHours(event.target.value)} />
        )}
      </FormField>
    </FormDialog>
  );
}
