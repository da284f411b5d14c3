import { lazy, Suspense, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { PageHeader } from '../../components/PageHeader';
import { FilterBar } from '../../components/FilterBar';
import { EmptyState } from '../../components/EmptyState';
import { LazyMessage } from '../../components/LazyMessage';
import { useUrlState } from '../../lib/url-state/useUrlState';
import { applyFilterChange, artifactFiltersUrl, ARTIFACTS_PAGE_SIZE, ARTIFACT_KINDS, hasActiveFilters, normalizeKinds, SEARCH_MAX_LENGTH } from './filters/filters';
import { KindChips } from './filters/KindChips';
import { ScanSelect, type ScanOption } from './filters/ScanSelect';
import { ArtifactsTable } from './list/ArtifactsTable';
import type { ArtifactItem } from './list/ArtifactRow';
import { useArtifactActions } from './actions/useArtifactActions';
import { useArtifactsList } from './useArtifactsList';
import { listErrorMessage } from './errors';
import './artifacts.css';

/** The viewer (and PrimeReact's Sidebar) is fetched when the first artifact is opened. */
const ArtifactViewer = lazy(() => import('./viewer/ArtifactViewer'));

export interface ArtifactsPageProps {
  projectId: string;
  projectName: string | null;
}

/** /artifacts: the project's artifacts with kind/scan/search filters in the URL, a lazy viewer, download and copy-link. */
export default function ArtifactsPage({ projectId, projectName }: ArtifactsPageProps) {
  const { t } = useTranslation('artifacts');
  const { t: tc } = useTranslation('common');
  const [filters, change] = useUrlState(artifactFiltersUrl, applyFilterChange);
  const list = useArtifactsList(projectId, filters);
  const actions = useArtifactActions({ projectId });
  const [viewing, setViewing] = useState<ArtifactItem | null>(null);
  // The button that opened the viewer gets the focus back when it closes.
  const opener = useRef<HTMLElement | null>(null);
  const openViewer = (artifact: ArtifactItem) => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setViewing(artifact);
  };
  const closeViewer = () => {
    setViewing(null);
    const target = opener.current;
    opener.current = null;
    if (target?.isConnected) setTimeout(() => target.focus(), 0);
  };

  const kinds = useMemo(() => normalizeKinds([...ARTIFACT_KINDS, ...filters.kinds, ...list.items.map((a) => a.kind)]), [filters.kinds, list.items]);
  const scans = useMemo(() => {
    const seen = new Map<string, ScanOption>();
    for (const artifact of list.items) if (!seen.has(artifact.scanId)) seen.set(artifact.scanId, { scanId: artifact.scanId, createdAt: artifact.createdAt });
    if (filters.scanId && !seen.has(filters.scanId)) seen.set(filters.scanId, { scanId: filters.scanId, createdAt: null });
    return [...seen.values()];
  }, [filters.scanId, list.items]);

  const filtered = hasActiveFilters(filters);
  const empty = list.notFound || (list.loaded && !list.error && list.items.length === 0 && !list.loading);

  return (
    <div className="page artifacts" data-testid="artifacts">
      <PageHeader title={t('title')} description={projectName ? t('description', { project: projectName }) : t('descriptionNoProject')} />

      <FilterBar
        className="artifacts-filters"
        label={t('filters.title')}
        before={
          <>
            <KindChips kinds={kinds} selected={filters.kinds} onToggle={(kind) => change({ type: 'toggleKind', kind })} />
            <ScanSelect options={scans} value={filters.scanId} onChange={(scanId) => change({ type: 'scan', scanId })} />
          </>
        }
        search={{ value: filters.q, onSearch: (q) => change({ type: 'search', q }), label: t('filters.searchLabel'), placeholder: t('filters.searchPlaceholder'), maxLength: SEARCH_MAX_LENGTH, className: 'artifact-search', testId: 'artifacts-search' }}
        clear={{ label: t('filters.clear'), active: filtered, onClear: () => change({ type: 'clear' }), testId: 'artifacts-filters-clear' }}
      />

      {list.error ? (
        <div className="error-box" role="alert" data-testid="artifacts-error">
          <LazyMessage severity="error" text={listErrorMessage(list.error)} />
          <Button type="button" label={tc('actions.retry')} icon="pi pi-refresh" text onClick={list.retry} />
        </div>
      ) : null}

      {!list.error && !list.loaded && list.loading ? (
        <div className="artifacts-loading" role="status" data-testid="artifacts-loading">
          <i className="pi pi-spinner pi-spin" aria-hidden="true" />
          <span>{t('table.loading')}</span>
        </div>
      ) : null}

      {empty ? (
        <div data-testid="artifacts-empty">
          <EmptyState
            icon="pi pi-folder-open"
            title={filtered && !list.notFound ? t('empty.filteredTitle') : t('empty.title')}
            description={filtered && !list.notFound ? t('empty.filteredDescription') : t('empty.description')}
            links={filtered && !list.notFound ? undefined : [{ to: '/dashboard', label: t('links.dashboard') }]}
          />
        </div>
      ) : null}

      {!list.error && !empty && list.loaded ? (
        <ArtifactsTable
          artifacts={list.items}
          total={list.total}
          page={filters.page}
          pageSize={ARTIFACTS_PAGE_SIZE}
          loading={list.loading}
          pending={actions.pending}
          onPage={(page) => change({ type: 'page', page })}
          onView={openViewer}
          onDownload={(artifact) => void actions.download(artifact)}
          onCopyLink={(artifact) => void actions.copyLink(artifact)}
          onScan={(scanId) => change({ type: 'scan', scanId })}
        />
      ) : null}

      {viewing ? (
        <Suspense fallback={null}>
          <ArtifactViewer key={viewing.id} projectId={projectId} artifact={viewing} onClose={closeViewer} />
        </Suspense>
      ) : null}
    </div>
  );
}
