import { Dialog } from 'primereact/dialog';
import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import type { ConfirmOptions } from './confirmOptions';

export interface ConfirmDialogProps {
  /** Null: closed. */
  options: ConfirmOptions | null;
  loading: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** The confirm dialog's UI, loaded the first time something asks for a confirmation. */
export default function ConfirmDialog({ options, loading, onCancel, onConfirm }: ConfirmDialogProps) {
  const { t } = useTranslation('common');
  const footer = (
    <div className="confirm-dialog__footer">
      <Button type="button" label={t('actions.cancel')} severity="secondary" outlined onClick={onCancel} disabled={loading} />
      <Button
        type="button"
        label={loading ? t('actions.processing') : t('actions.confirm')}
        severity={options?.danger ? 'danger' : undefined}
        loading={loading}
        onClick={onConfirm}
        autoFocus
      />
    </div>
  );

  return (
    <Dialog
      visible={options !== null}
      onHide={onCancel}
      header={options?.title}
      footer={footer}
      modal
      closable={!loading}
      style={{ width: 'min(32rem, 95vw)' }}
      aria-describedby="confirm-dialog-description"
    >
      <div id="confirm-dialog-description" className="confirm-dialog__description">
        {options?.description}
      </div>
      {options?.warning ? (
        <p className="confirm-dialog__warning" role="note">
          <i className="pi pi-exclamation-triangle" aria-hidden="true" /> {options.warning}
        </p>
      ) : null}
    </Dialog>
  );
}
