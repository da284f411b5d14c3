import { MiddleTruncate } from '../../../components/MiddleTruncate';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery } from '@apollo/client/react';
import { RowAction } from '../../../components/RowAction';
import { Tag } from 'primereact/tag';
import { getFragmentData, graphql } from '../../../gql';
import type { PendingInvite_InviteFragment } from '../../../gql/graphql';
import { getErrorStatus, getServerMessage, useFreshOptions } from '../../../lib/apollo';
import { formatDate } from '../../../lib/format';
import { LazyMessage } from '../../../components/LazyMessage';
import { useConfirm } from '../../../components/confirm';
import { useToast } from '../../../components/toast';

/** What the pending list shows of an invitation (also what the invite dialog adds to it). */
export const PendingInviteFragment = graphql(`
  fragment PendingInvite_invite on Invite {
    id
    email
    name
    roles
    status
    expiresAt
    invitedByName
  }
`);

export const PendingInvitesQuery = graphql(`
  query PendingInvites($tenantId: UUID!) {
    listTenantInvites(tenantId: $tenantId) {
      invites {
        id
        ...PendingInvite_invite
      }
    }
  }
`);

const ResendInviteMutation = graphql(`
  mutation ResendInvite($tenantId: UUID!, $inviteId: UUID!) {
    resendTenantInvite(tenantId: $tenantId, inviteId: $inviteId, input: {}) {
      id
      ...PendingInvite_invite
    }
  }
`);

const RevokeInviteMutation = graphql(`
  mutation RevokeInvite($tenantId: UUID!, $inviteId: UUID!) {
    revokeTenantInvite(tenantId: $tenantId, inviteId: $inviteId) {
      id
      status
    }
  }
`);

type InviteItem = PendingInvite_InviteFragment;

/** Invitations not yet accepted (expired ones too, to resend), with resend and revoke. */
export function PendingInvites({ tenantId }: { tenantId: string }) {
  const { t } = useTranslation('admin-users');
  const toast = useToast();
  const confirm = useConfirm();
  const variables = useMemo(() => ({ tenantId }), [tenantId]);
  const fresh = useFreshOptions(PendingInvitesQuery, variables, 'admin');
  const { data, error } = useQuery(PendingInvitesQuery, { variables, ...fresh });
  const [resend] = useMutation(ResendInviteMutation);
  const [resendingId, setResendingId] = useState<string | null>(null);
  // A revoked invitation leaves the pending list: dropped from the cached list, no refetch.
  const [revoke] = useMutation(RevokeInviteMutation, {
    update(cache, { data: revoked }) {
      const id = revoked?.revokeTenantInvite?.id;
      if (!id) return;
      cache.updateQuery({ query: PendingInvitesQuery, variables: { tenantId } }, (current) =>
        current?.listTenantInvites
          ? { listTenantInvites: { ...current.listTenantInvites, invites: current.listTenantInvites.invites.filter((invite) => invite.id !== id) } }
          : current,
      );
    },
  });
  const invites = getFragmentData(PendingInviteFragment, data?.listTenantInvites?.invites ?? []);

  const failed = (failure: unknown) => {
    const status = getErrorStatus(failure);
    toast.show({ severity: 'error', detail: (status && status < 500 ? getServerMessage(failure) : undefined) ?? t('invites.failed') });
  };

  const onResend = async (invite: InviteItem) => {
    setResendingId(invite.id);
    try {
      await resend({ variables: { tenantId, inviteId: invite.id } });
      toast.show({ severity: 'success', detail: t('invites.resent', { email: invite.email }) });
    } catch (failure) {
      failed(failure);
    } finally {
      setResendingId(null);
    }
  };

  const onRevoke = (invite: InviteItem) =>
    confirm({
      title: t('invites.revokeTitle'),
      description: t('invites.revokeDescription', { email: invite.email }),
      danger: true,
      onConfirm: async () => {
        try {
          await revoke({ variables: { tenantId, inviteId: invite.id } });
          toast.show({ severity: 'success', detail: t('invites.revoked', { email: invite.email }) });
        } catch (failure) {
          failed(failure);
        }
      },
    });

  return (
    <section className="admin-users__invites" aria-labelledby="pending-invites-title" data-testid="pending-invites">
      <h2 id="pending-invites-title" className="admin-users__caption">
        {t('invites.title')}
      </h2>
      {error ? <LazyMessage severity="error" text={t('invites.loadError')} /> : null}
      {!error && data && invites.length === 0 ? <p className="muted">{t('invites.empty')}</p> : null}
      {invites.length > 0 ? (
        <ul className="admin-users__invite-list">
          {invites.map((invite) => (
            <li key={invite.id} className="admin-users__invite" data-testid="pending-invite">
              <div className="admin-users__invite-main">
                <MiddleTruncate className="admin-users__invite-email" text={invite.email} kind="email" />
                <span className="muted">{invite.roles.map((role) => t(`roles.${role}`)).join(', ')}</span>
                {invite.invitedByName ? <span className="muted">{t('invites.invitedBy', { name: invite.invitedByName })}</span> : null}
                <span className="muted">{t('invites.expiresAt', { date: formatDate(invite.expiresAt, true) })}</span>
              </div>
              <Tag value={invite.status === 'EXPIRED' ? t('invites.expired') : t('invites.pending')} severity={invite.status === 'EXPIRED' ? 'warning' : 'info'} />
              <div className="row-actions">
                <RowAction icon="pi pi-send" label={t('invites.resend')} aria-label={t('invites.resendAria', { email: invite.email })} loading={resendingId === invite.id} onClick={() => void onResend(invite)} />
                <RowAction severity="danger" icon="pi pi-times" label={t('invites.revoke')} aria-label={t('invites.revokeAria', { email: invite.email })} onClick={() => onRevoke(invite)} />
              </div>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
