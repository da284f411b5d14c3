import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@apollo/client/react';
import { Button } from 'primereact/button';
import { LazyMessage } from '../../../components/LazyMessage';
import { formatDate, formatNumber } from '../../../lib/format';
import { useFreshOptions } from '../../../lib/apollo';
import { ComplianceActionPlanQuery } from '../api/actionPlan';
import { complianceErrorMessage } from '../report/complianceError';
import { FindingCell, PlanTable } from './PlanTable';
import { usePlanCsvDownload } from './planCsvDownload';
import { lowerCode } from '../../../lib/enumCodes';
import { useSeverityLabel } from '../useSeverityLabel';

export interface ActionPlanSectionProps {
  tenantId: string | null;
  projectId: string;
  projectName: string | null;
  scanId: string;
}

/**
 * "Plano de ação" of the scan shown (art. 8 §1 V asks the annual report for it): open findings per
 * Banco Central control, fixes of the period with the scan that proved each, accepted risks. The
 * labels are the CSV's and the PDF's.
 */
export function ActionPlanSection({ tenantId, projectId, projectName, scanId }: ActionPlanSectionProps) {
  const { t } = useTranslation('compliance');
  const vars = useMemo(() => ({ tenantId, projectId, scanId }), [tenantId, projectId, scanId]);
  const fresh = useFreshOptions(ComplianceActionPlanQuery, vars, 'compliance');
  const { data, loading, error } = useQuery(ComplianceActionPlanQuery, { variables: vars, ...fresh });
  const workspace = useMemo(() => ({ tenantId, projectId, projectName }), [tenantId, projectId, projectName]);
  const csv = usePlanCsvDownload(workspace);
  const plan = data?.complianceActionPlan ?? null;
  const severity = useSeverityLabel();
  const person = (actor: { name?: string | null; email: string } | null | undefined) => (actor ? actor.name || actor.email : null);

  return (
    <section className="compliance-section action-plan" aria-labelledby="action-plan-title" data-testid="action-plan">
      <div className="action-plan__header">
        <h2 id="action-plan-title" className="compliance-section__title">
          {t('plan.title')}
        </h2>
        <Button
          type="button"
          size="small"
          outlined
          icon="pi pi-file-excel"
          label={csv.running ? t('plan.csvRunning') : t('plan.csv')}
          loading={csv.running}
          disabled={csv.running || !plan}
          onClick={() => void csv.run(scanId)}
          data-testid="action-plan-csv"
        />
      </div>
      <p className="compliance-section__note">{t('plan.note')}</p>
      {loading && !plan ? (
        <p role="status">{t('plan.loading')}</p>
      ) : null}
      {error && !plan ? <LazyMessage severity="error" text={complianceErrorMessage(error)} /> : null}
      {plan ? (
        <>
          <dl className="compliance-summary" data-testid="action-plan-summary">
            <div className="compliance-summary__item">
              <dt>{t('plan.open')}</dt>
              <dd data-testid="action-plan-open">{formatNumber(plan.open)}</dd>
            </div>
            <div className="compliance-summary__item">
              <dt>{t('plan.overdue')}</dt>
              <dd data-testid="action-plan-overdue">{formatNumber(plan.overdue)}</dd>
            </div>
            <div className="compliance-summary__item">
              <dt>{t('plan.fixedTotal')}</dt>
              <dd>{formatNumber(plan.fixedTotal)}</dd>
            </div>
            <div className="compliance-summary__item">
              <dt>{t('plan.acceptedTotal')}</dt>
              <dd>{formatNumber(plan.acceptedRisks.length)}</dd>
            </div>
          </dl>

          {plan.groups.length === 0 ? <p>{t('plan.noneOpen')}</p> : null}
          {plan.groups.map((group) => (
            <div key={group.control} className="action-plan__group" data-testid="action-plan-group">
              <h3 className="compliance-section__subtitle">{`${group.ref} - ${group.name}`}</h3>
              <p className="compliance-section__note">
                {t('plan.groupCounts', { findings: formatNumber(group.findings), overdue: formatNumber(group.overdue) })}
                {group.findings > group.items.length ? ` ${t('plan.groupMore', { shown: formatNumber(group.items.length) })}` : ''}
              </p>
              <PlanTable
                caption={t('plan.groupCaption', { ref: group.ref })}
                testId="action-plan-items"
                headers={[t('plan.col.finding'), t('plan.col.severity'), t('plan.col.state'), t('plan.col.owner'), t('plan.col.due'), t('plan.col.age'), t('plan.col.overdue')]}
                rows={group.items.map((item) => ({
                  key: item.findingId,
                  cells: [
                    <FindingCell key="f" rule={item.rule} file={item.file} line={item.line} />,
                    severity(item.severity),
                    t(`plan.state.${lowerCode(item.state)}`),
                    person(item.owner) ?? t('plan.noOwner'),
                    item.dueAt ? formatDate(item.dueAt) : '—',
                    formatNumber(item.ageDays),
                    item.overdue ? <span className="plan-overdue">{t('plan.yes')}</span> : t('plan.no'),
                  ],
                }))}
              />
            </div>
          ))}

          <h3 className="compliance-section__subtitle">{t('plan.fixedTitle')}</h3>
          <p className="compliance-section__note">{t('plan.fixedNote', { from: formatDate(plan.periodStart), to: formatDate(plan.periodEnd) })}</p>
          {plan.fixed.length === 0 ? (
            <p>{t('plan.noneFixed')}</p>
          ) : (
            <PlanTable
              caption={t('plan.fixedTitle')}
              testId="action-plan-fixed"
              headers={[t('plan.col.finding'), t('plan.col.severity'), t('plan.col.fixedAt'), t('plan.col.daysToFix'), t('plan.col.fixScan')]}
              rows={plan.fixed.map((fix) => ({
                key: fix.trackedId,
                cells: [
                  <FindingCell key="f" rule={fix.rule} file={fix.file ?? null} line={fix.line ?? null} />,
                  severity(fix.severity),
                  formatDate(fix.fixedAt),
                  formatNumber(fix.daysToFix),
                  <code key="s">{fix.fixedInScanId.slice(0, 8)}</code>,
                ],
              }))}
            />
          )}

          <h3 className="compliance-section__subtitle">{t('plan.acceptedTitle')}</h3>
          {plan.acceptedRisks.length === 0 ? (
            <p>{t('plan.noneAccepted')}</p>
          ) : (
            <PlanTable
              caption={t('plan.acceptedTitle')}
              testId="action-plan-accepted"
              headers={[t('plan.col.finding'), t('plan.col.severity'), t('plan.col.approver'), t('plan.col.reason'), t('plan.col.expires')]}
              rows={plan.acceptedRisks.map((risk) => ({
                key: risk.trackedId,
                cells: [
                  <FindingCell key="f" rule={risk.rule} file={risk.file ?? null} line={risk.line ?? null} />,
                  severity(risk.severity),
                  person(risk.approver) ?? '—',
                  risk.reason ?? '—',
                  risk.expiresAt ? formatDate(risk.expiresAt) : '—',
                ],
              }))}
            />
          )}
        </>
      ) : null}
    </section>
  );
}
