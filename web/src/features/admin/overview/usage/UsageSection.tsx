import { useTranslation } from 'react-i18next';
import { useQuery } from '@apollo/client/react';
import { ProgressBar } from 'primereact/progressbar';
import { PlainTable } from '../../../../components/PlainTable';
import { useVisiblePolling } from '../../../../lib/apollo';
import { formatNumber, formatPercent } from '../../../../lib/format';
import { AdminUsageQuery } from '../api/usage';
import { OverviewChart } from '../charts/OverviewChart';
import { SERIES } from '../charts/colors';
import { Section } from '../Section';

/** Where the quota toast's action lands (spec §2). */
export const USAGE_ANCHOR = 'uso';

const COLUMNS = ['project', 'units', 'scans', 'share'] as const;

export interface UsageSectionProps {
  tenantId: string | null;
  /** Names of the tenant's projects, by id. */
  projectNames: ReadonlyMap<string, string>;
}

/** The month's units per project against the tenant's quota. */
export function UsageSection({ tenantId, projectNames }: UsageSectionProps) {
  const { t } = useTranslation('admin-overview');
  const pollInterval = useVisiblePolling();
  const { data, error } = useQuery(AdminUsageQuery, { variables: { tenantId }, pollInterval });
  const usage = data?.usageSummary ?? null;
  const rows = [...(usage?.byProject ?? [])].sort((a, b) => b.units - a.units);
  const name = (id: string) => projectNames.get(id) ?? t('usage.otherProject', { id: id.slice(0, 8) });
  const share = (units: number) => (usage && usage.limit > 0 ? (units / usage.limit) * 100 : 0);

  return (
    <Section id={USAGE_ANCHOR} title={t('usage.title')} testId="admin-usage" failed={Boolean(error)}>
      {usage ? (
        <>
          <p data-testid="admin-usage-total">
            {t('usage.total', { used: formatNumber(usage.used), limit: formatNumber(usage.limit), month: usage.month, percent: formatPercent(usage.percent) })}
          </p>
          <ProgressBar
            value={Math.min(100, Math.round(usage.percent))}
            showValue={false}
            className={`admin-usage__bar admin-usage__bar--${usage.percent >= 95 ? 'critical' : usage.percent >= 80 ? 'warning' : 'ok'}`}
            aria-label={t('usage.title')}
          />
          {rows.length ? (
            <>
              <OverviewChart
                type="bar"
                testId="admin-usage-chart"
                label={t('usage.chart', { month: usage.month, limit: formatNumber(usage.limit) })}
                labels={rows.map((row) => name(row.projectId))}
                datasets={[{ label: t('usage.units'), data: rows.map((row) => row.units), backgroundColor: SERIES[0] }]}
                horizontal
              />
              <PlainTable
                className="admin-table"
                testId="admin-usage-table"
                caption={t('usage.chart', { month: usage.month, limit: formatNumber(usage.limit) })}
                columns={COLUMNS.map((column) => t(`usage.${column}`))}
              >
                {rows.map((row) => (
                  <tr key={row.projectId}>
                    <th scope="row">{name(row.projectId)}</th>
                    <td>{formatNumber(row.units)}</td>
                    <td>{formatNumber(row.scans)}</td>
                    <td>{formatPercent(share(row.units))}</td>
                  </tr>
                ))}
              </PlainTable>
            </>
          ) : (
            <p className="admin-muted">{t('usage.empty')}</p>
          )}
        </>
      ) : null}
    </Section>
  );
}
