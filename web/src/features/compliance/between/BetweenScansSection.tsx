import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@apollo/client/react';
import { LazyMessage } from '../../../components/LazyMessage';
import { formatDate, formatNumber } from '../../../lib/format';
import { useFreshOptions } from '../../../lib/apollo';
import { RemediationTrendQuery } from '../api/betweenScans';
import { complianceErrorMessage } from '../report/complianceError';
import { PlanTable } from '../plan/PlanTable';
import { OpenTrendChart, TREND_SEVERITIES } from './OpenTrendChart';
import { ScanComparison } from './ScanComparison';
import { useSeverityLabel } from '../useSeverityLabel';

/**
 * Between scans of a branch (main, or the branch scanned last, until the person picks another):
 * open findings per severity at each scan (a chart and its table), the median time to fix per
 * severity, and the comparison of two of its scans.
 */
export function BetweenScansSection({ tenantId, projectId }: { tenantId: string | null; projectId: string }) {
  const { t } = useTranslation('compliance');
  const branchId = useId();
  // Null: the server's default branch. Kept per project: another project's branches differ.
  const [chosen, setChosen] = useState<{ projectId: string; branch: string } | null>(null);
  const branch = chosen?.projectId === projectId ? chosen.branch : null;
  const vars = useMemo(() => ({ tenantId, projectId, branch }), [tenantId, projectId, branch]);
  const fresh = useFreshOptions(RemediationTrendQuery, vars, 'compliance');
  const { data, previousData, error } = useQuery(RemediationTrendQuery, { variables: vars, ...fresh });
  // The branch on screen stays while the one picked loads (a pick is of this project).
  const trend = data?.remediationTrend ?? (branch ? previousData?.remediationTrend : null) ?? null;
  const points = trend?.points ?? [];
  const severity = useSeverityLabel();

  return (
    <section className="compliance-section between-scans" aria-labelledby="between-scans-title" data-testid="between-scans">
      <h2 id="between-scans-title" className="compliance-section__title">
        {t('between.title')}
      </h2>
      {error && !trend ? <LazyMessage severity="error" text={complianceErrorMessage(error)} /> : null}
      {trend ? (
        <>
          {trend.branches.length > 1 ? (
            <div className="between-scans__branch">
              <label htmlFor={branchId}>{t('between.branch')}</label>
              <select
                id={branchId}
                className="p-inputtext p-component"
                value={trend.branch}
                onChange={(event) => setChosen({ projectId, branch: event.target.value })}
                data-testid="between-branch"
              >
                {trend.branches.map((name) => (
                  <option key={name} value={name}>
                    {name}
                  </option>
                ))}
              </select>
            </div>
          ) : null}
          <p className="compliance-section__note">{t('between.note', { branch: trend.branch })}</p>
          {points.length > 0 ? (
            <>
              <OpenTrendChart points={points} />
              <ul className="open-trend__legend" aria-hidden="true">
                {TREND_SEVERITIES.map((s) => (
                  <li key={s}>
                    <span className={`open-trend__swatch open-trend__bar--${s}`} /> {severity(s)}
                  </li>
                ))}
              </ul>
              <PlanTable
                caption={t('between.tableCaption')}
                testId="open-trend-table"
                headers={[t('between.col.date'), ...TREND_SEVERITIES.map(severity), t('between.col.new'), t('between.col.fixed')]}
                rows={points.map((p) => ({
                  key: p.scanId,
                  cells: [
                    formatDate(p.finishedAt, true),
                    ...TREND_SEVERITIES.map((s) => formatNumber(p.open[s])),
                    p.new === null || p.new === undefined ? '—' : formatNumber(p.new),
                    p.fixed === null || p.fixed === undefined ? '—' : formatNumber(p.fixed),
                  ],
                }))}
              />
            </>
          ) : (
            <p>{t('between.none')}</p>
          )}

          <h3 className="compliance-section__subtitle">{t('between.medianTitle')}</h3>
          <PlanTable
            caption={t('between.medianTitle')}
            testId="median-time-to-fix"
            headers={[t('between.col.severity'), t('between.col.fixedCount'), t('between.col.median')]}
            rows={trend.medianTimeToFix.map((m) => ({
              key: m.severity,
              cells: [severity(m.severity), formatNumber(m.fixed), m.medianDays === null || m.medianDays === undefined ? '—' : t('between.days', { count: m.medianDays, formatted: formatNumber(m.medianDays) })],
            }))}
          />

          {points.length > 1 ? <ScanComparison tenantId={tenantId} projectId={projectId} points={points} /> : null}
        </>
      ) : null}
    </section>
  );
}
