import { useEffect, useRef } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useToast, type ToastSeverity } from './toast';

/** Shows a toast once and redirects (guards of spec §5/§6); the toast is the one place the message appears. */
export function RedirectWithToast({ to, message, severity = 'warn' }: { to: string; message: string; severity?: ToastSeverity }) {
  const { show } = useToast();
  const location = useLocation();
  const shown = useRef(false);
  useEffect(() => {
    if (shown.current) return;
    shown.current = true;
    show({ severity, detail: message });
  }, [show, message, severity]);
  return <Navigate to={to} replace state={{ from: location.pathname }} />;
}
