import { createContext, lazy, Suspense, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import type { ConfirmOptions } from './confirmOptions';

const ConfirmDialog = lazy(() => import('./ConfirmDialog'));

export type { ConfirmOptions };

type Confirm = (options: ConfirmOptions) => void;

const ConfirmContext = createContext<Confirm | null>(null);

/** The shared confirm dialog (spec §2): title, description, optional warning, Confirmar/Cancelar. */
export function ConfirmProvider({ children }: { children: ReactNode }) {
  const [options, setOptions] = useState<ConfirmOptions | null>(null);
  const [asked, setAsked] = useState(false);
  const [loading, setLoading] = useState(false);

  const confirm = useCallback<Confirm>((next) => {
    setLoading(false);
    setAsked(true);
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

  return (
    <ConfirmContext.Provider value={value}>
      {children}
      {/* Loaded on the first confirmation and kept, so the dialog can animate out. */}
      {asked ? (
        <Suspense fallback={null}>
          <ConfirmDialog options={options} loading={loading} onCancel={close} onConfirm={() => void accept()} />
        </Suspense>
      ) : null}
    </ConfirmContext.Provider>
  );
}

export function useConfirm(): Confirm {
  const confirm = useContext(ConfirmContext);
  if (!confirm) throw new Error('useConfirm must be used inside ConfirmProvider');
  return confirm;
}
