import { useTranslation } from 'react-i18next';
import { useMutation, useQuery } from '@apollo/client/react';
import { Button } from 'primereact/button';
import { PlainTable } from '../../../../components/PlainTable';
import { useConfirm } from '../../../../components/confirm';
import { useToast } from '../../../../components/toast';
import { useVisiblePolling } from '../../../../lib/apollo';
import { formatDate } from '../../../../lib/format';
import { AdminBlockedIpsQuery, AdminUnblockIpMutation } from '../api/blockedIps';
import { AdminSecurityStatusQuery } from '../api/securityStatus';
import { failureMessage } from '../failure';
import { Section } from '../Section';
import { BlockIpForm } from './BlockIpForm';

const COLUMNS = ['ip', 'reason', 'createdBy', 'createdAt', 'expires'] as const;

/** The tenant's blocked addresses, a form to block one more, and unblock. */
export function BlockedIpsSection({ tenantId }: { tenantId: string | null }) {
  const { t } = useTranslation('admin-overview');
  const toast = useToast();
  const confirm = useConfirm();
  const pollInterval = useVisiblePolling();
  const { data, error, loading } = useQuery(AdminBlockedIpsQuery, { variables: { tenantId }, pollInterval });
  const [unblock] = useMutation(AdminUnblockIpMutation, { refetchQueries: [AdminBlockedIpsQuery, AdminSecurityStatusQuery], awaitRefetchQueries: true });
  const blocked = data?.blockedIps?.blockedIps ?? null;

  const askUnblock = (ip: string) =>
    confirm({
      title: t('blocked.unblockLabel', { ip }),
      description: t('blocked.explain'),
      onConfirm: async () => {
        try {
          await unblock({ variables: { tenantId, ip } });
          toast.show({ severity: 'success', detail: t('blocked.unblocked', { ip }) });
        } catch (failure) {
          toast.show({ severity: 'error', detail: t('blocked.unblockFailed', { message: failureMessage(failure) }) });
        }
      },
    });

  return (
    <Section title={t('blocked.title')} testId="admin-blocked" failed={Boolean(error)}>
      <p className="admin-muted">{t('blocked.explain')}</p>
      <BlockIpForm tenantId={tenantId} />
      {blocked && blocked.length === 0 ? <p className="admin-muted">{t('blocked.empty')}</p> : null}
      {blocked && blocked.length ? (
        <PlainTable
          className="admin-table"
          testId="admin-blocked-table"
          loading={loading && !data}
          caption={t('blocked.table')}
          columns={[...COLUMNS.map((column) => t(`blocked.${column}`)), <span key="unblock" className="visually-hidden">{t('blocked.unblock')}</span>]}
        >
          {blocked.map((entry) => (
            <tr key={entry.id} data-testid="admin-blocked-row">
              <th scope="row">
                <code>{entry.ip}</code>
              </th>
              <td>{entry.reason}</td>
              <td>{entry.createdBy ?? ''}</td>
              <td>{formatDate(entry.createdAt, true)}</td>
              <td>{entry.expiresAt ? formatDate(entry.expiresAt, true) : t('blocked.never')}</td>
              <td>
                <Button type="button" size="small" outlined severity="danger" label={t('blocked.unblock')} aria-label={t('blocked.unblockLabel', { ip: entry.ip })} onClick={() => askUnblock(entry.ip)} />
              </td>
            </tr>
          ))}
        </PlainTable>
      ) : null}
    </Section>
  );
}
