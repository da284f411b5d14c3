import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from '@apollo/client/react';
import { Dialog } from 'primereact/dialog';
import { InputText } from 'primereact/inputtext';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { graphql } from '../../../gql';
import type { Role } from '../../../gql/graphql';
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
  const { t: tc } = useTranslation('common');
  const id = useId();
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
    if (loading) return;
    reset();
    onHide();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
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
    <Dialog visible={visible} onHide={close} header={t('invite.title')} modal style={{ width: 'min(36rem, 95vw)' }} closable={!loading}>
      <form className="form" onSubmit={(event) => void submit(event)} noValidate>
        <div className="field">
          <label htmlFor={`${id}-email`}>{t('invite.email')}</label>
          <InputText
            id={`${id}-email`}
            type="email"
            value={email}
            maxLength={254}
            autoFocus
            invalid={Boolean(errors.email)}
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={errors.email ? `${id}-email-error` : undefined}
            onChange={(event) => setEmail(event.target.value)}
          />
          {errors.email ? (
            <small id={`${id}-email-error`} className="field__error">
              {errors.email}
            </small>
          ) : null}
        </div>
        <div className="field">
          <label htmlFor={`${id}-name`}>{t('invite.name')}</label>
          <InputText id={`${id}-name`} value={name} maxLength={120} onChange={(event) => setName(event.target.value)} />
        </div>
        <RolesField value={roles} onChange={setRoles} error={errors.roles} />
        <ProjectRolesField projects={projects} value={grants} onChange={setGrants} />
        <div className="field">
          <label htmlFor={`${id}-hours`}>{t('invite.expiresInHours')}</label>
          <InputText
            id={`${id}-hours`}
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_EXPIRY_HOURS}
            value={hours}
            invalid={Boolean(errors.hours)}
            aria-invalid={errors.hours ? true : undefined}
            aria-describedby={errors.hours ? `${id}-hours-error` : undefined}
            onChange={(event) => setHours(event.target.value)}
          />
          {errors.hours ? (
            <small id={`${id}-hours-error`} className="field__error">
              {errors.hours}
            </small>
          ) : null}
        </div>
        <div aria-live="polite">{errors.form ? <Message severity="error" text={errors.form} className="form__message" /> : null}</div>
        <div className="form__actions">
          <Button type="button" label={tc('actions.cancel')} severity="secondary" outlined onClick={close} disabled={loading} />
          <Button type="submit" label={loading ? tc('actions.processing') : t('invite.submit')} icon="pi pi-send" loading={loading} />
        </div>
      </form>
    </Dialog>
  );
}
