import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from '@apollo/client/react';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { useToast } from '../../../../components/toast';
import { AdminBlockedIpsQuery, AdminBlockIpMutation } from '../api/blockedIps';
import { AdminSecurityStatusQuery } from '../api/securityStatus';
import { failureMessage } from '../failure';

/** Block an address or CIDR block with a reason and an optional expiry. */
export function BlockIpForm({ tenantId }: { tenantId: string | null }) {
  const { t } = useTranslation('admin-overview');
  const toast = useToast();
  const ids = { ip: useId(), ipHint: useId(), reason: useId(), expires: useId(), error: useId() };
  const [ip, setIp] = useState('');
  const [reason, setReason] = useState('');
  const [expiresAt, setExpiresAt] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [block, { loading }] = useMutation(AdminBlockIpMutation, {
    refetchQueries: [AdminBlockedIpsQuery, AdminSecurityStatusQuery],
    awaitRefetchQueries: true,
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!ip.trim() || !reason.trim()) {
      setProblem(t('blocked.required'));
      return;
    }
    setProblem(null);
    try {
      // datetime-local is the browser's local time; the server wants an instant.
      const expiry = expiresAt ? new Date(expiresAt).toISOString() : null;
      await block({ variables: { tenantId, ip: ip.trim(), reason: reason.trim(), expiresAt: expiry } });
      toast.show({ severity: 'success', detail: t('blocked.blocked', { ip: ip.trim() }) });
      setIp('');
      setReason('');
      setExpiresAt('');
    } catch (failure) {
      setProblem(t('blocked.blockFailed', { message: failureMessage(failure) }));
    }
  };

  return (
    <form className="admin-form" onSubmit={(event) => void submit(event)} noValidate aria-describedby={problem ? ids.error : undefined}>
      <div className="admin-field">
        <label htmlFor={ids.ip} className="admin-field__label">
          {t('blocked.ip')}
        </label>
        <InputText id={ids.ip} value={ip} onChange={(event) => setIp(event.target.value)} aria-describedby={ids.ipHint} aria-required autoComplete="off" />
        <small id={ids.ipHint} className="admin-muted">
          {t('blocked.ipHint')}
        </small>
      </div>
      <div className="admin-field">
        <label htmlFor={ids.reason} className="admin-field__label">
          {t('blocked.reason')}
        </label>
        <InputText id={ids.reason} value={reason} onChange={(event) => setReason(event.target.value)} aria-required maxLength={500} />
      </div>
      <div className="admin-field">
        <label htmlFor={ids.expires} className="admin-field__label">
          {t('blocked.expiresAt')}
        </label>
        <input id={ids.expires} type="datetime-local" className="p-inputtext p-component" value={expiresAt} onChange={(event) => setExpiresAt(event.target.value)} />
      </div>
      <Button type="submit" label={t('blocked.block')} icon="pi pi-ban" loading={loading} className="admin-form__submit" />
      {problem ? (
        <p id={ids.error} className="admin-field__error" role="alert">
          {problem}
        </p>
      ) : null}
    </form>
  );
}
