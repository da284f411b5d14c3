import { useTranslation } from 'react-i18next';
import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { formatNumber, formatPercent } from '../../../lib/format';
import { lowerCode } from '../../../lib/enumCodes';
import './deadlines.css';

/** Per severity: the tenant's SLA, open and overdue findings, fixed ones and the share fixed in time. */
export const FindingDeadlinesQuery = graphql(`
  query FindingDeadlines($tenantId: UUID, $projectId: UUID!) {
    findingDeadlines(tenantId: $tenantId, projectId: $projectId) {
      branch
      severities {
        severity
        slaDays
        open
        overdue
        fixed
        fixedWithinSla
        fixedWithinSlaShare
      }
    }
  }
`);

export interface DeadlineSummaryProps {
  tenantId: string | null;
  projectId: string;
}

/** Rows a placeholder reserves: the summary lists each severity with an SLA (critical, high, medium, low). */
const SEVERITY_ROWS = 4;

/** "Prazos" on the dashboard: where the branch stands against the tenant's SLA. */
/** Keyed by the scan on screen by its parent: a new scan remounts it and fetches the counts again. */
export function DeadlineSummary({ tenantId, projectId }: DeadlineSummaryProps) {
  const { t } = useTranslation('dashboard');
  const { data, loading } = useQuery(FindingDeadlinesQuery, { variables: { tenantId, projectId }, fetchPolicy: 'cache-and-network' });
  const deadlines = data?.findingDeadlines;
  if (!deadlines) {
    // While the counts load, a hidden table of the same rows holds their place, so the findings below
    // do not jump when they land (Lighthouse's layout shift on /dashboard, issue 30).
    if (!loading) return null;
    return (
      <section className="deadline-summary deadline-summary--pending" aria-hidden="true" data-testid="deadline-summary-pending">
        <h2 className="deadline-summary__title">{t('deadlines.summary.title', { branch: '' })}</h2>
        <table>
          <DeadlineHeader />
          <tbody>
            {Array.from({ length: SEVERITY_ROWS }, (_, i) => (
              <tr key={i}>
                <th scope="row">&nbsp;</th>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    );
  }
  return (
    <section className="deadline-summary" aria-labelledby="deadline-summary-title" data-testid="deadline-summary" tabIndex={0}>
      <h2 id="deadline-summary-title" className="deadline-summary__title">
        {t('deadlines.summary.title', { branch: deadlines.branch })}
      </h2>
      <table>
        <DeadlineHeader />
        <tbody>
          {deadlines.severities.map((row) => (
            <tr key={row.severity} data-testid={`deadline-row-${lowerCode(row.severity)}`}>
              <th scope="row">{t(`severity.${row.severity}`)}</th>
              <td>{t('deadlines.summary.days', { count: row.slaDays })}</td>
              <td>{formatNumber(row.open)}</td>
              <td className={row.overdue > 0 ? 'deadline-summary__overdue' : undefined}>{formatNumber(row.overdue)}</td>
              <td>{formatNumber(row.fixed)}</td>
              <td>{row.fixedWithinSlaShare === null || row.fixedWithinSlaShare === undefined ? '—' : formatPercent(row.fixedWithinSlaShare * 100)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function DeadlineHeader() {
  const { t } = useTranslation('dashboard');
  return (
    <thead>
      <tr>
        <th scope="col">{t('deadlines.summary.severity')}</th>
        <th scope="col">{t('deadlines.summary.sla')}</th>
        <th scope="col">{t('deadlines.summary.open')}</th>
        <th scope="col">{t('deadlines.summary.overdue')}</th>
        <th scope="col">{t('deadlines.summary.fixed')}</th>
        <th scope="col">{t('deadlines.summary.fixedInTime')}</th>
      </tr>
    </thead>
  );
}
