import { describe, expect, it } from 'vitest';
import { applyFilterChange, hasActiveFilters, listVariables, normalizeKinds, parseFilters, writeFilters, type ArtifactFilters } from './filters';

const base: ArtifactFilters = { kinds: [], scanId: null, q: '', page: 1 };
const SCAN = '0b8f3c1e-2d4a-4f6b-9c1d-7e2f3a4b5c6d';

describe('artifacts filters', () => {
  it('defaults to page 1 and no filter', () => {
    expect(parseFilters(new URLSearchParams())).toEqual(base);
  });

  it('reads the URL, dropping malformed kinds, scans and pages', () => {
    expect(parseFilters(new URLSearchParams(`kind=COMPLIANCE_JSON,bad kind,SARIF&scan=${SCAN.toUpperCase()}&q=%20sarif%20&page=3`))).toEqual({
      kinds: ['SARIF', 'COMPLIANCE_JSON'],
      scanId: SCAN,
      q: 'sarif',
      page: 3,
    });
    expect(parseFilters(new URLSearchParams('scan=not-a-uuid&page=-1'))).toEqual(base);
  });

  it('orders kinds: known first in fixed order, others alphabetically', () => {
    expect(normalizeKinds(['ZIP', 'COMPLIANCE_JSON', 'SARIF', 'APK', 'SARIF'])).toEqual(['SARIF', 'COMPLIANCE_JSON', 'APK', 'ZIP']);
  });

  it('writes only what differs from the defaults and keeps other params', () => {
    const params = writeFilters(new URLSearchParams('x=1&page=4'), { kinds: ['COMPLIANCE_JSON', 'SARIF'], scanId: SCAN, q: ' pix ', page: 1 });
    expect(params.toString()).toBe(`x=1&kind=SARIF%2CCOMPLIANCE_JSON&scan=${SCAN}&q=pix`);
  });

  it('any change of kind, scan or search goes back to page 1; paging keeps the filters', () => {
    const onPage3 = { ...base, page: 3 };
    expect(applyFilterChange(onPage3, { type: 'toggleKind', kind: 'SARIF' })).toEqual({ ...base, kinds: ['SARIF'] });
    expect(applyFilterChange({ ...onPage3, kinds: ['SARIF'] }, { type: 'toggleKind', kind: 'SARIF' })).toEqual(base);
    expect(applyFilterChange(onPage3, { type: 'scan', scanId: SCAN })).toEqual({ ...base, scanId: SCAN });
    expect(applyFilterChange(onPage3, { type: 'search', q: 'sarif' })).toEqual({ ...base, q: 'sarif' });
    expect(applyFilterChange({ ...onPage3, q: 'x' }, { type: 'search', q: ' x ' })).toEqual({ ...onPage3, q: 'x' });
    expect(applyFilterChange({ ...base, kinds: ['SARIF'] }, { type: 'page', page: 2 })).toEqual({ ...base, kinds: ['SARIF'], page: 2 });
    expect(applyFilterChange({ kinds: ['SARIF'], scanId: SCAN, q: 'a', page: 2 }, { type: 'clear' })).toEqual(base);
  });

  it('tells when a filter is on and maps to the query variables (24 per page)', () => {
    expect(hasActiveFilters(base)).toBe(false);
    expect(hasActiveFilters({ ...base, scanId: SCAN })).toBe(true);
    expect(listVariables('p1', base)).toEqual({ projectId: 'p1', page: 1, pageSize: 24, scanId: null, kinds: null, search: null });
    expect(listVariables('p1', { kinds: ['SARIF', 'FINDINGS_JSON'], scanId: SCAN, q: 'res', page: 2 })).toEqual({
      projectId: 'p1', page: 2, pageSize: 24, scanId: SCAN, kinds: ['SARIF', 'FINDINGS_JSON'], search: 'res',
    });
  });
});
