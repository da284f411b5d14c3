import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from '@apollo/client/react';
import { Button } from 'primereact/button';
import { PageHeader } from '../../components/PageHeader';
import { EmptyState } from '../../components/EmptyState';
import { LazyMessage } from '../../components/LazyMessage';
import { useToast } from '../../components/toast';
import { formatDate, formatNumber } from '../../lib/format';
import { useUrlState } from '../../lib/url-state/useUrlState';
import { AnpdTemplateMutation } from './api/anpdTemplate';
import { useComplianceReport } from './report/useComplianceReport';
import { complianceErrorMessage, isNoReportError } from './report/complianceError';
import { isAccessDenied } from '../../lib/error-messages';
import { DOMAINS } from './report/report';
import { ScoreGauge } from './report/ScoreGauge';
import { BarChart } from '../../components/BarChart';
import { ArticleList } from './report/ArticleList';
import { TrendChart } from './report/TrendChart';
import { ScanSelect } from './report/ScanSelect';
import { RegimeSetting } from './report/RegimeSetting';
import { usePdfDownload } from './report/usePdfDownload';
import { ExportProgress } from '../../components/export-progress/ExportProgress';
import { pickScan, scanParamUrl } from './report/scanParam';
import { ActionPlanSection } from './plan/ActionPlanSection';
import { BetweenScansSection } from './between/BetweenScansSection';
import './compliance.css';

/** The ANPD draft (form, evidence) loads when it is first asked for. */
const AnpdDraft = lazy(() => import('./anpd/AnpdDraft'));

export interface CompliancePageProps {
  /** Null in token mode: the token implies its tenant. */
  tenantId: string | null;
  projectId: string;
  projectName: string | null;
  /** TENANT_ADMIN (session mode): sees where the tenant's Banco Central regime is changed (/admin/tenants). */
  isTenantAdmin: boolean;
}

/** /compliance: the compliance report of a scan, its trend, its action plan, what changed between scans, the annual-report PDF and the ANPD draft. */
export default function CompliancePage({ tenantId, projectId, projectName, isTenantAdmin }: CompliancePageProps) {
  const { t } = useTranslation('compliance');
  const { t: tc } = useTranslation('common');
  const toast = useToast();
  const [urlScan, setUrlScan] = useUrlState(scanParamUrl, pickScan);
  const { points, scanId, report, loading, empty, error, retry } = useComplianceReport(tenantId, projectId, urlScan);
  // One PDF at a time (the annual report or the ANPD draft), through the export progress dialog.
  const pdf = usePdfDownload();
  // The draft is the mutation's own result (not copied into state); `anpdOpen` only shows or hides it.
  const [requestAnpd, { data: anpdData, loading: anpdLoading, reset: resetAnpd }] = useMutation(AnpdTemplateMutation);
  const [anpdOpen, setAnpdOpen] = useState(false);
  const anpd = anpdOpen ? (anpdData?.anpdTemplate ?? null) : null;
  const point = points.find((p) => p.scanId === scanId) ?? null;

  const openAnpd = async () => {
    if (!scanId) return;
    // Start fetching the panel's code with the draft.
    void import('./anpd/AnpdDraft');
    try {
      const result = await requestAnpd({ variables: { tenantId, projectId, scanId } });
      if (result.data?.anpdTemplate) setAnpdOpen(true);
      else toast.show({ severity: 'error', detail: t('errors.anpd') });
    } catch (anpdError) {
      toast.show({ severity: 'error', detail: isNoReportError(anpdError) ? t('errors.notFound') : t('errors.anpd') });
    }
  };

  const changeScan = (next: string) => {
    setAnpdOpen(false);
    resetAnpd();
    setUrlScan(next);
  };

  const frameworkItems = (report?.frameworks ?? []).map((f) => ({
    key: f.name,
    label: (DOMAINS as readonly string[]).includes(f.name) ? t(`domains.${f.name as (typeof DOMAINS)[number]}`) : f.name,
    count: f.count,
  }));

  return (
    <div className="page compliance" data-testid="compliance-page">
      <PageHeader
        title={t('title')}
        description={point ? t('scan.finishedAt', { date: formatDate(point.finishedAt, true) }) : t('description')}
        actions={
          report && scanId ? (
            <>
              <Button
                type="button"
                size="small"
                outlined
                icon="pi pi-file-pdf"
                label={t('report.pdf')}
                aria-label={t('report.pdfAria')}
                loading={pdf.running}
                disabled={pdf.running}
                onClick={() => pdf.start({ kind: 'report', tenantId, projectId, projectName, scanId })}
                data-testid="compliance-report-pdf"
              />
              <Button
                type="button"
                size="small"
                icon="pi pi-file-edit"
                label={anpdLoading ? t('anpd.opening') : t('anpd.open')}
                loading={anpdLoading}
                disabled={anpdLoading}
                aria-expanded={anpd !== null}
                aria-controls={anpd ? 'anpd-draft' : undefined}
                onClick={() => void openAnpd()}
                data-testid="anpd-open"
              />
            </>
          ) : undefined
        }
      />

      {points.length > 0 ? <ScanSelect points={points} value={scanId} onChange={changeScan} /> : null}

      {empty ? (
        <div data-testid="compliance-empty">
          <EmptyState
            icon="pi pi-verified"
            title={t('empty.title')}
            description={t('empty.description')}
            links={[
              { to: '/dashboard', label: t('links.dashboard') },
              // The onboarding only for those who can finish it (a TENANT_ADMIN in session mode).
              ...(isTenantAdmin ? [{ to: '/onboarding', label: t('links.onboarding'), secondary: true }] : []),
            ]}
          />
        </div>
      ) : null}

      {error ? (
        <div className="error-box" role="alert" data-testid="compliance-error">
          <LazyMessage severity="error" text={complianceErrorMessage(error)} />
          {isAccessDenied(error) ? null : <Button type="button" label={tc('actions.retry')} icon="pi pi-refresh" text onClick={retry} />}
        </div>
      ) : null}

      {loading ? (
        <div className="compliance-loading" data-testid="compliance-loading" role="status" aria-live="polite">
          <i className="pi pi-spin pi-spinner" aria-hidden="true" /> {t('loading')}
        </div>
      ) : null}

      {report && !empty && !error ? (
        <>
          <aside className="compliance-disclaimer" aria-labelledby="compliance-disclaimer-title" data-testid="compliance-disclaimer">
            <h2 id="compliance-disclaimer-title" className="compliance-disclaimer__title">
              <i className="pi pi-info-circle" aria-hidden="true" /> {t('disclaimer.title')}
            </h2>
            <p>{report.disclaimer || t('disclaimer.default')}</p>
          </aside>

          {anpd ? (
            <div id="anpd-draft">
              <Suspense fallback={<p role="status">{t('anpd.opening')}</p>}>
                <AnpdDraft
                  key={`${anpd.scanId}-${anpd.generatedAt}`}
                  template={anpd}
                  onClose={() => setAnpdOpen(false)}
                  downloading={pdf.running}
                  onDownload={(fields) => scanId && pdf.start({ kind: 'anpd', tenantId, projectId, projectName, scanId, fields })}
                />
              </Suspense>
            </div>
          ) : null}

          <section className="compliance-section" aria-labelledby="compliance-domains-title">
            <h2 id="compliance-domains-title" className="compliance-section__title">
              {t('domains.title')}
            </h2>
            <p className="compliance-section__note">{t('domains.note')}</p>
            <ul className="score-gauges">
              {DOMAINS.map((domain) => (
                <ScoreGauge
                  key={domain}
                  label={t(`domains.${domain}`)}
                  score={report.domains[domain]?.score ?? null}
                  violations={report.domains[domain]?.violations}
                  total={report.summary.totalFindings}
                  testId={`domain-score-${domain}`}
                />
              ))}
            </ul>
          </section>

          <div className="compliance-grid">
            <section className="compliance-section" aria-labelledby="compliance-summary-title" data-testid="compliance-summary">
              <h2 id="compliance-summary-title" className="compliance-section__title">
                {t('summary.title')}
              </h2>
              <dl className="compliance-summary">
                <div className="compliance-summary__item" data-testid="compliance-summary-score">
                  <dt>{t('summary.score')}</dt>
                  <dd>{report.summary.complianceScore === null ? '—' : formatNumber(report.summary.complianceScore)}</dd>
                </div>
                <div className="compliance-summary__item" data-testid="compliance-summary-findings">
                  <dt>{t('summary.findings')}</dt>
                  <dd>{report.summary.totalFindings === null ? '—' : formatNumber(report.summary.totalFindings)}</dd>
                </div>
              </dl>
              <h3 id="compliance-norms-title" className="compliance-section__subtitle">
                {t('norms.title')}
              </h3>
              <BarChart className="norm-chart" title={t('norms.chartTitle')} items={frameworkItems} palette="framework" noneLabel={t('norms.none')} testId="compliance-norms-chart" />
            </section>

            <TrendChart points={points} currentScanId={scanId} />
          </div>

          <RegimeSetting tenantId={tenantId} isTenantAdmin={isTenantAdmin} reportRegime={report.regime} />

          {scanId ? <ActionPlanSection tenantId={tenantId} projectId={projectId} projectName={projectName} scanId={scanId} /> : null}

          <BetweenScansSection tenantId={tenantId} projectId={projectId} />

          <ArticleList articles={report.articles} />
        </>
      ) : null}
      <ExportProgress download={pdf.download} />
    </div>
  );
}
