import { useTranslation } from 'react-i18next';

export type Status = 'ok' | 'degraded' | 'down' | 'not_configured' | 'unknown';

/** A health status as a coloured pill with its pt-BR name (colours in admin-overview.css, AA contrast). */
export function StatusTag({ status }: { status: Status }) {
  const { t } = useTranslation('admin-overview');
  return <span className={`admin-pill admin-pill--${status}`}>{t(`status.${status}`)}</span>;
}
