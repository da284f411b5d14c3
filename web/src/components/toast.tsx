import { createContext, useCallback, useContext, useMemo, useRef, type ReactNode } from 'react';
import { Toast, type ToastMessage } from 'primereact/toast';

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
  const ref = useRef<Toast>(null);
  const show = useCallback((toast: ShowToast) => {
    const severity = toast.severity ?? 'info';
    ref.current?.show({ ...toast, severity, life: toast.life ?? TOAST_LIFE[severity] });
  }, []);
  const clear = useCallback(() => ref.current?.clear(), []);
  const api = useMemo(() => ({ show, clear }), [show, clear]);
  return (
    <ToastContext.Provider value={api}>
      <Toast ref={ref} position="top-right" />
      {children}
    </ToastContext.Provider>
  );
}

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside ToastProvider');
  return api;
}
