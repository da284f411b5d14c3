import { useTranslation } from 'react-i18next';
import { TableShell } from '../../../../components/TableShell';
import { formatNumber } from '../../../../lib/format';
import type { AdminRouteLatencyFragment as RouteLatency } from '../../../../gql/graphql';

const ms = (value: number) => formatNumber(value, { maximumFractionDigits: 1 });

/** The numbers behind the latency chart, one row per method and route template. */
export function RouteLatencyTable({ rows, caption }: { rows: readonly RouteLatency[]; caption: string }) {
  const { t } = useTranslation('admin-overview');
  return (
    <TableShell className="admin-table" testId="admin-routes" loading={false} caption={caption}>
      <thead className="p-datatable-thead">
        <tr>
          <th scope="col">{t('performance.route')}</th>
          <th scope="col">{t('performance.requests')}</th>
          <th scope="col">{t('performance.rate')}</th>
          <th scope="col">{t('performance.p50')}</th>
          <th scope="col">{t('performance.p95')}</th>
          <th scope="col">{t('performance.p99')}</th>
          <th scope="col">{t('performance.errors')}</th>
        </tr>
      </thead>
      <tbody className="p-datatable-tbody">
        {rows.map((row) => (
          <tr key={`${row.method} ${row.route}`}>
            <th scope="row" className="admin-table__route">
              <code>
                {row.method} {row.route}
              </code>
            </th>
            <td>{formatNumber(row.requests)}</td>
            <td>{formatNumber(row.ratePerSecond, { maximumFractionDigits: 2 })}</td>
            <td>{ms(row.p50Ms)}</td>
            <td>{ms(row.p95Ms)}</td>
            <td>{ms(row.p99Ms)}</td>
            <td>{formatNumber(row.errors)}</td>
          </tr>
        ))}
      </tbody>
    </TableShell>
  );
}
