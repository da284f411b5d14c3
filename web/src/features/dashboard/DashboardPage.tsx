import { lazy, Suspense, useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { getFragmentData } from '../../gql';
import { PageHeader } from '../../components/PageHeader';
import { FilterBar } from '../../components/FilterBar';
import { EmptyState } from '../../components/EmptyState';
import { LazyMessage } from '../../components/LazyMessage';
import { formatDate } from '../../lib/format';
import { DashboardSummaryFragment } from './summary/summaryFragment';
import { DashboardSummary } from './summary/DashboardSummary';
import { countsByKey } from './summary/counts';
import { useUrlState } from '../../lib/url-state/useUrlState';
import { applyFilterChange, dashboardFiltersUrl, DASHBOARD_PAGE_SIZE, hasActiveFilters, SEARCH_MAX_LENGTH } from './filters/filters';
import { SeverityChips } from './filters/SeverityChips';
import { StateFilters } from './triage/StateFilters';
import { ScanComparison } from './triage/ScanComparison';
import { withSelection } from './triage/selection';
import { DeadlineFilters } from './deadlines/DeadlineFilters';
import { DeadlineSummary } from './deadlines/DeadlineSummary';
import { FindingsTable } from './table/FindingsTable';
import { ExportToolbar } from './export/ExportToolbar';
import { DashboardSkeleton } from './states/DashboardSkeleton';
import { dashboardErrorMessage } from './states/dashboardError';
import { isAccessDenied } from '../../lib/error-messages';
import { useDashboardFindings } from './useDashboardFindings';
import { withRouteNamespaces } from '../../lib/i18n';
import './dashboard.css';

/** The bulk bars (and their mutations) appear with the first selected row, not at first paint. */
const BulkTriageBar = lazy(withRouteNamespaces(['dashboard-on-demand'], () => import('./triage/BulkTriageBar').then((module) => ({ default: module.BulkTriageBar }))));
const BulkAssign = lazy(withRouteNamespaces(['dashboard-on-demand'], () => import('./deadlines/BulkAssign').then((module) => ({ default: module.BulkAssign }))));

export interface DashboardPageProps {
  /** Null in token mode: the token implies its tenant. */
  tenantId: string | null;
  projectId: string;
  projectName: string | null;
  /** The latest completed scan by the layout's scan status; the page follows it. */
  completedScanId?: string | null;
  /** The empty state links to the onboarding only for those who can finish it. */
  offerOnboarding?: boolean;
}

/** /dashboard: the latest scan's findings with filters in the URL, summary, charts, table and exports. */
export default function DashboardPage({ tenantId, projectId, projectName, completedScanId = null, offerOnboarding = false }: DashboardPageProps) {
  const { t } = useTranslation('dashboard');
  const { t: tc } = useTranslation('common');
  const [filters, change] = useUrlState(dashboardFiltersUrl, applyFilterChange);
  const { page: latest, loading, error, noData, refreshing, refresh, retry } = useDashboardFindings({ tenantId, projectId, completedScanId }, filters);
  // Apollo hands a result over in a synchronous render (useSyncExternalStore). The first page renders
  // from a deferred copy instead, which React renders in slices it can interrupt, so the cold load's
  // summary and 50-row table never block the main thread in one task (Lighthouse's TBT, issue 30).
  // Later answers (paging, triage, owners from the cache) render at once, as they always did.
  const deferred = useDeferredValue(latest);
  const [caughtUp, setCaughtUp] = useState(false);
  if (deferred && !caughtUp) setCaughtUp(true);
  const page = caughtUp ? latest : deferred;

  // The skeleton stands for the summary and the table; the findings section (filters, table) comes with
  // them, so that it appears in place rather than below a skeleton of another height and then moves.
  const firstLoad = !error && !page && Boolean(loading || latest);
  const summary = page ? getFragmentData(DashboardSummaryFragment, page.summary) : null;
  const findings = page?.findings ?? [];
  const hasScan = Boolean(latest) && !noData && !error;
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set());

  return (
    <div className="page dashboard" data-testid="dashboard">
      <PageHeader
        title={t('title')}
        description={page?.scanFinishedAt ? t('lastScan', { date: formatDate(page.scanFinishedAt, true) }) : undefined}
        actions={
          <>
            <Button
              type="button"
              size="small"
              icon="pi pi-refresh"
              label={refreshing ? t('refreshing') : t('refresh')}
              aria-label={t('refreshAria')}
              loading={refreshing}
              onClick={() => void refresh()}
              data-testid="dashboard-refresh"
            />
            <ExportToolbar
              tenantId={tenantId}
              projectId={projectId}
              projectName={projectName}
              filters={filters}
              hasScan={hasScan}
              matching={summary?.total ?? 0}
            />
          </>
        }
      />

      {noData ? (
        <div data-testid="dashboard-empty">
          <EmptyState icon="pi pi-chart-bar" title={t('empty.title')} description={t('empty.description')} links={offerOnboarding ? [{ to: '/onboarding', label: t('links.onboarding') }] : []} />
        </div>
      ) : (
        <>
          {error ? (
            <div className="error-box" role="alert" data-testid="dashboard-error">
              <LazyMessage severity="error" text={dashboardErrorMessage(error)} />
              {isAccessDenied(error) ? null : <Button type="button" label={tc('actions.retry')} icon="pi pi-refresh" text onClick={retry} />}
            </div>
          ) : null}
          {firstLoad ? <DashboardSkeleton /> : null}
          {summary && !error ? <DashboardSummary summary={summary} /> : null}
          {page?.tracking && !error ? <ScanComparison tracking={page.tracking} /> : null}
          {page && !error ? <DeadlineSummary key={page.scanId} tenantId={tenantId} projectId={projectId} /> : null}

          {firstLoad ? null : (
            <section className="dashboard-findings" aria-labelledby="dashboard-findings-title">
              <h2 id="dashboard-findings-title" className="dashboard-findings__title">
                {t('findings.title')}
              </h2>
              <FilterBar
                className="dashboard-filters"
                label={t('filters.title')}
                before={
                  <>
                    <SeverityChips selected={filters.severities} counts={summary ? countsByKey(summary.bySeverity) : null} onToggle={(severity) => change({ type: 'toggleSeverity', severity })} />
                    <StateFilters
                      states={filters.states}
                      newOnly={filters.newOnly}
                      onToggleState={(state) => change({ type: 'toggleState', state })}
                      onToggleNewOnly={() => change({ type: 'toggleNewOnly' })}
                    />
                    <DeadlineFilters
                      overdueOnly={filters.overdueOnly}
                      mine={filters.mine}
                      offerMine={tenantId !== null}
                      onToggleOverdue={() => change({ type: 'toggleOverdueOnly' })}
                      onToggleMine={() => change({ type: 'toggleMine' })}
                    />
                  </>
                }
                search={{ value: filters.q, onSearch: (q) => change({ type: 'search', q }), label: t('filters.searchLabel'), placeholder: t('filters.searchPlaceholder'), maxLength: SEARCH_MAX_LENGTH, className: 'dashboard-search', testId: 'findings-search' }}
                clear={{ label: t('filters.clear'), active: hasActiveFilters(filters), onClear: () => change({ type: 'clear' }), testId: 'filters-clear' }}
              />
              {selected.size > 0 ? (
                <Suspense fallback={null}>
                  <BulkTriageBar
                    tenantId={tenantId}
                    projectId={projectId}
                    selected={[...selected]}
                    onDone={(changed) => setSelected((current) => withSelection(current, changed, false))}
                    onClear={() => setSelected(new Set())}
                  />
                  <BulkAssign tenantId={tenantId} projectId={projectId} selected={[...selected]} onDone={(changed) => setSelected((current) => withSelection(current, changed, false))} />
                </Suspense>
              ) : null}
              {page && !error ? (
                <FindingsTable
                  findings={findings}
                  workspace={{ tenantId, projectId }}
                  selected={selected}
                  onSelect={(ids, on) => setSelected((current) => withSelection(current, ids, on))}
                  total={summary?.total ?? 0}
                  page={filters.page}
                  pageSize={DASHBOARD_PAGE_SIZE}
                  loading={loading}
                  sortBy={filters.sortBy}
                  sortOrder={filters.sortOrder}
                  onPage={(next) => change({ type: 'page', page: next })}
                  onSort={(sortBy, sortOrder) => change({ type: 'sort', sortBy, sortOrder })}
                />
              ) : null}
            </section>
          )}
        </>
      )}
    </div>
  );
}
