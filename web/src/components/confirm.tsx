import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { Dialog } from 'primereact/dialog';
import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';

export interface ConfirmOptions {
  title: string;
  description: ReactNode;
  /** An optional warning shown below the description. */
  warning?: ReactNode;
  confirmLabel?: string;
  /** Danger styling of the confirm button. */
  danger?: boolean;
  /** Runs on Confirmar; the dialog shows "Processando..." until it settles. */
  onConfirm: () => Promise<unknown> | unknown;
}

type Confirm = (options: ConfirmOptions) => void;

const ConfirmContext = createContext<Confirm | null>(null);

/** The shared confirm dialog (spec §2): title, description, optional warning, Confirmar/Cancelar. */
export function ConfirmProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation('common');
  const [options, setOptions] = useState<ConfirmOptions | null>(null);
  const [loading, setLoading] = useState(false);

  const confirm = useCallback<Confirm>((next) => {
    setLoading(false);
    setOptions(next);
  }, []);

  const close = useCallback(() => {
    if (!loading) setOptions(null);
  }, [loading]);

  const accept = useCallback(async () => {
    if (!options) return;
    setLoading(true);
    try {
      await options.onConfirm();
    } finally {
      setLoading(false);
      setOptions(null);
    }
  }, [options]);

  const value = useMemo(() => confirm, [confirm]);

  const footer = (
    <div className="confirm-dialog__footer">
      <Button type="button" label={t('actions.cancel')} severity="secondary" outlined onClick={close} disabled={loading} />
      <Button
        type="button"
        label={loading ? t('actions.processing') : (options?.confirmLabel ?? t('actions.confirm'))}
        severity={options?.danger ? 'danger' : undefined}
        loading={loading}
        onClick={() => void accept()}
        autoFocus
      />
    </div>
  );

  return (
    <ConfirmContext.Provider value={value}>
      {children}
      <Dialog
        visible={options !== null}
        onHide={close}
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
    </ConfirmContext.Provider>
  );
}

export function useConfirm(): Confirm {
  const confirm = useContext(ConfirmContext);
  if (!confirm) throw new Error('useConfirm must be used inside ConfirmProvider');
  return confirm;
}
