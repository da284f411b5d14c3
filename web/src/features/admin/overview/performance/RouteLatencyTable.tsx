import { useTranslation } from 'react-i18next';
import { PlainTable } from '../../../../components/PlainTable';
import { formatNumber } from '../../../../lib/format';
import type { AdminRouteLatencyFragment as RouteLatency } from '../../../../gql/graphql';

const COLUMNS = ['route', 'requests', 'rate', 'p50', 'p95', 'p99', 'errors'] as const;

const ms = (value: number) => formatNumber(value, { maximumFractionDigits: 1 });

/** The numbers behind the latency chart, one row per method and route template. */
export function RouteLatencyTable({ rows, caption }: { rows: readonly RouteLatency[]; caption: string }) {
  const { t } = useTranslation('admin-overview');
  return (
    <PlainTable className="admin-table" testId="admin-routes" caption={caption} columns={COLUMNS.map((column) => t(`performance.${column}`))}>
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
    </PlainTable>
  );
}
