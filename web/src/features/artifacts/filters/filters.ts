import type { UrlStateCodec } from '../../../lib/url-state/useUrlState';
import { pageParam, readPage, withParams } from '../../../lib/url-state/params';
import { toggled, withPage, withSearch, type ListChange } from '../../../lib/url-state/listFilters';
import type { ArtifactKind } from '../../../gql/graphql';
/** Artifacts per page of the artifacts view (spec §9: 24 in the view, 50 is only the call's default). */
export const ARTIFACTS_PAGE_SIZE = 24;
/** The longest search text sent. */
export const SEARCH_MAX_LENGTH = 200;
/** The kinds a scan writes, in the order of their chips. */
export const ARTIFACT_KINDS = ['SARIF', 'FINDINGS_JSON', 'COMPLIANCE_JSON'] as const satisfies readonly ArtifactKind[];

const KIND_PATTERN = /^[A-Z][A-Z0-9_]*$/;
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The view of /artifacts, kept in the URL so it can be shared: ?kind=SARIF,COMPLIANCE_JSON&scan=…&q=…&page=2 */
export interface ArtifactFilters {
  kinds: string[];
  scanId: string | null;
  q: string;
  page: number;
}

export const PARAM = { kind: 'kind', scan: 'scan', q: 'q', page: 'page' } as const;

/** Known kinds first in their fixed order, then others alphabetically: one cache entry per set. */
export function normalizeKinds(values: Iterable<string>): string[] {
  const chosen = new Set([...values].map((v) => v.trim()).filter((v) => KIND_PATTERN.test(v)));
  const known = ARTIFACT_KINDS.filter((k) => chosen.has(k));
  const others = [...chosen].filter((k) => !(ARTIFACT_KINDS as readonly string[]).includes(k)).sort();
  return [...known, ...others];
}

export function parseFilters(params: URLSearchParams): ArtifactFilters {
  const scan = params.get(PARAM.scan);
  return {
    kinds: normalizeKinds((params.get(PARAM.kind) ?? '').split(',')),
    scanId: scan && UUID_PATTERN.test(scan) ? scan.toLowerCase() : null,
    q: (params.get(PARAM.q) ?? '').trim().slice(0, SEARCH_MAX_LENGTH),
    page: readPage(params, PARAM.page),
  };
}

/** Writes the filters into the params, leaving others alone; defaults are left out of the URL. */
export function writeFilters(params: URLSearchParams, filters: ArtifactFilters): URLSearchParams {
  return withParams(params, {
    [PARAM.kind]: normalizeKinds(filters.kinds).join(','),
    [PARAM.scan]: filters.scanId,
    [PARAM.q]: filters.q.trim(),
    [PARAM.page]: pageParam(filters.page),
  });
}

/** The filters' place in the URL, for `useUrlState`. */
export const artifactFiltersUrl: UrlStateCodec<ArtifactFilters> = { parse: parseFilters, write: writeFilters };

export type FilterChange =
  | { type: 'toggleKind'; kind: string }
  | { type: 'scan'; scanId: string | null }
  | ListChange
  | { type: 'clear' };

/** Any change of kind, scan or search goes back to page 1; clear resets everything. */
export function applyFilterChange(filters: ArtifactFilters, change: FilterChange): ArtifactFilters {
  switch (change.type) {
    case 'toggleKind':
      return { ...filters, kinds: normalizeKinds(toggled(filters.kinds, change.kind)), page: 1 };
    case 'scan':
      return change.scanId === filters.scanId ? filters : { ...filters, scanId: change.scanId, page: 1 };
    case 'search':
      return withSearch(filters, change.q, SEARCH_MAX_LENGTH);
    case 'page':
      return withPage(filters, change.page);
    case 'clear':
      return { kinds: [], scanId: null, q: '', page: 1 };
  }
}

export function hasActiveFilters(filters: ArtifactFilters): boolean {
  return filters.kinds.length > 0 || filters.scanId !== null || filters.q !== '' || filters.page > 1;
}

/** Variables of the ArtifactsList query. */
/** The kinds the server knows (an enum in the schema); others in a hand-written URL are left out. */
function knownKinds(kinds: readonly string[]): ArtifactKind[] | null {
  const known = kinds.filter((kind): kind is ArtifactKind => (ARTIFACT_KINDS as readonly string[]).includes(kind));
  return known.length > 0 ? known : null;
}

export function listVariables(projectId: string, filters: ArtifactFilters) {
  return {
    projectId,
    page: filters.page,
    pageSize: ARTIFACTS_PAGE_SIZE,
    scanId: filters.scanId,
    kinds: knownKinds(filters.kinds),
    search: filters.q || null,
  };
}
