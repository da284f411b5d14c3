import { createContext, lazy, Suspense, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import type { Toast as ToastHandle, ToastMessage } from 'primereact/toast';

/** PrimeReact's Toast, loaded with the first toast: most pages never show one. */
const Toast = lazy(() => import('primereact/toast').then((module) => ({ default: module.Toast })));

export type ToastSeverity = 'success' | 'info' | 'warn' | 'error' | 'secondary' | 'contrast';

/** Toast durations of spec §9: default 4 s, success 4 s, error 6 s, warning 5 s. */
export const TOAST_LIFE: Record<ToastSeverity, number> = {
  success: 4000,
  info: 4000,
  secondary: 4000,
  contrast: 4000,
  warn: 5000,
  error: 6000,
};

export interface ShowToast {
  severity?: ToastSeverity;
  summary?: string;
  detail?: ReactNode;
  life?: number;
  sticky?: boolean;
  content?: ToastMessage['content'];
}

interface ToastApi {
  show: (toast: ShowToast) => void;
  clear: () => void;
}

const ToastContext = createContext<ToastApi | null>(null);

export function ToastProvider({ children }: { children: ReactNode }) {
  const ref = useRef<ToastHandle | null>(null);
  /** Toasts asked for while the component loads, shown once it mounts. */
  const pending = useRef<ToastMessage[]>([]);
  const [wanted, setWanted] = useState(false);

  const show = useCallback((toast: ShowToast) => {
    const severity = toast.severity ?? 'info';
    const message: ToastMessage = { ...toast, severity, life: toast.life ?? TOAST_LIFE[severity] };
    if (ref.current) ref.current.show(message);
    else {
      pending.current.push(message);
      setWanted(true);
    }
  }, []);
  const clear = useCallback(() => {
    pending.current = [];
    ref.current?.clear();
  }, []);
  const mounted = useCallback((toast: ToastHandle | null) => {
    ref.current = toast;
    if (toast && pending.current.length > 0) toast.show(pending.current.splice(0));
  }, []);
  const api = useMemo(() => ({ show, clear }), [show, clear]);
  return (
    <ToastContext.Provider value={api}>
      {wanted ? (
        <Suspense fallback={null}>
          <Toast ref={mounted} position="top-right" />
        </Suspense>
      ) : null}
      {children}
    </ToastContext.Provider>
  );
}

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside ToastProvider');
  return api;
}
