import { useTranslation } from 'react-i18next';
import type { HealthCheckStatus } from '../../../gql/graphql';
import { lowerCode } from '../../../lib/enumCodes';

/** A dependency's status, or UNKNOWN before the first answer. */
export type Status = HealthCheckStatus | 'UNKNOWN';

/** A health status as a coloured pill with its pt-BR name (colours in admin-overview.css, AA contrast). */
export function StatusTag({ status }: { status: Status }) {
  const { t } = useTranslation('admin-overview');
  return <span className={`admin-pill admin-pill--${lowerCode(status)}`}>{t(`status.${status}`)}</span>;
}
