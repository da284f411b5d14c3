import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { InputTextarea } from 'primereact/inputtextarea';

export interface ResolveAlertDialogProps {
  /** The alert being resolved; the dialog is closed when null. */
  alert: { id: string; title: string } | null;
  saving: boolean;
  onCancel: () => void;
  onResolve: (reason: string) => void;
}

/** Asks for the reason (kept in the audit) before an alert is resolved. Keyed by alert: each one starts empty. */
export function ResolveAlertDialog({ alert, saving, onCancel, onResolve }: ResolveAlertDialogProps) {
  const { t } = useTranslation('admin-overview');
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const fieldId = useId();
  const hintId = useId();

  const submit = () => {
    if (!reason.trim()) {
      setMissing(true);
      return;
    }
    onResolve(reason.trim());
  };

  return (
    <Dialog
      header={t('alerts.dialogTitle')}
      visible={alert !== null}
      onHide={onCancel}
      style={{ width: 'min(32rem, 95vw)' }}
      footer={
        <div className="admin-dialog__actions">
          <Button type="button" label={t('alerts.cancel')} outlined onClick={onCancel} disabled={saving} />
          <Button type="button" label={t('alerts.confirm')} onClick={submit} loading={saving} />
        </div>
      }
    >
      <p className="admin-dialog__subject">{alert?.title}</p>
      <label htmlFor={fieldId} className="admin-field__label">
        {t('alerts.reason')}
      </label>
      <InputTextarea
        id={fieldId}
        value={reason}
        rows={3}
        autoResize
        className="admin-field__input"
        aria-describedby={hintId}
        aria-invalid={missing}
        aria-required
        onChange={(event) => {
          setReason(event.target.value);
          setMissing(false);
        }}
      />
      <small id={hintId} className={missing ? 'admin-field__error' : 'admin-muted'} role={missing ? 'alert' : undefined}>
        {missing ? t('alerts.reasonRequired') : t('alerts.reasonHint')}
      </small>
    </Dialog>
  );
}
