import { useTranslation } from 'react-i18next';
import type { DashboardSummary_SummaryFragment } from '../../../gql/graphql';
import { formatNumber } from '../../../lib/format';
import { lowerCode } from '../../../lib/enumCodes';
import { CHIP_SEVERITIES, FRAMEWORKS, SEVERITIES } from '../severity';
import { BarChart } from '../../../components/BarChart';
import { countsByKey } from './counts';

/** Summary cards (total, per severity) and the two charts of the latest scan, for the current filters. */
export function DashboardSummary({ summary }: { summary: DashboardSummary_SummaryFragment }) {
  const { t } = useTranslation('dashboard');
  const bySeverity = countsByKey(summary.bySeverity);
  const byFramework = countsByKey(summary.byFramework);
  const total = formatNumber(summary.total);
  // info and unknown only appear in the chart when there are some.
  const severityItems = SEVERITIES.filter((s) => (CHIP_SEVERITIES as readonly string[]).includes(s) || (bySeverity[s] ?? 0) > 0).map((s) => ({
    key: s,
    label: t(`severity.${s}`),
    count: bySeverity[s] ?? 0,
  }));
  const frameworkItems = FRAMEWORKS.map((f) => ({ key: f, label: t(`framework.${f}`), count: byFramework[f] ?? 0 }));

  return (
    <section className="dashboard-summary" aria-labelledby="dashboard-summary-title">
      <h2 id="dashboard-summary-title" className="visually-hidden">
        {t('summary.title')}
      </h2>
      <ul className="summary-cards">
        <li className="summary-card summary-card--total" data-testid="summary-total">
          <span className="summary-card__label">{t('summary.total')}</span>
          <strong className="summary-card__value">{summary.totalIsEstimate ? t('summary.estimatePlus', { formatted: total }) : total}</strong>
          {summary.totalIsEstimate ? <span className="summary-card__note">{t('summary.estimate', { formatted: total })}</span> : null}
        </li>
        {CHIP_SEVERITIES.map((severity) => (
          <li key={severity} className={`summary-card summary-card--${lowerCode(severity)}`} data-testid={`summary-${lowerCode(severity)}`}>
            <span className="summary-card__label">{t(`severity.${severity}`)}</span>
            <strong className="summary-card__value">{formatNumber(bySeverity[severity] ?? 0)}</strong>
          </li>
        ))}
      </ul>
      <div className="dashboard-charts">
        <BarChart className="dashboard-chart" title={t('charts.bySeverity')} items={severityItems} palette="severity" noneLabel={t('charts.none')} testId="chart-severity" />
        <BarChart className="dashboard-chart" title={t('charts.byFramework')} items={frameworkItems} palette="framework" noneLabel={t('charts.none')} testId="chart-framework" />
      </div>
      <p className="dashboard-charts__note">{t('charts.byFrameworkNote')}</p>
    </section>
  );
}
