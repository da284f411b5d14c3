import { useTranslation } from 'react-i18next';
import { Tag } from 'primereact/tag';

export type Status = 'ok' | 'degraded' | 'down' | 'not_configured' | 'unknown';

const TAG_SEVERITY: Record<Status, 'success' | 'warning' | 'danger' | 'info' | 'secondary'> = {
  ok: 'success',
  degraded: 'warning',
  down: 'danger',
  not_configured: 'info',
  unknown: 'secondary',
};

/** A health status as a coloured tag with its pt-BR name. */
export function StatusTag({ status }: { status: Status }) {
  const { t } = useTranslation('admin-overview');
  return <Tag className={`admin-status admin-status--${status}`} severity={TAG_SEVERITY[status]} value={t(`status.${status}`)} />;
}
