import { describe, expect, it } from 'vitest';
import { applyFilterChange, exportQuery, findingsQueryVariables, parseFilters, writeFilters, type DashboardFilters } from './filters';

const base: DashboardFilters = { severities: [], states: [], newOnly: false, overdueOnly: false, mine: false, q: '', page: 1, sortBy: 'SEVERITY', sortOrder: 'DESC' };

describe('dashboard filters', () => {
  it('defaults to page 1, no filter, severity descending', () => {
    expect(parseFilters(new URLSearchParams())).toEqual(base);
  });

  it('reads the URL, dropping unknown values', () => {
    const filters = parseFilters(new URLSearchParams('severity=low,bogus,critical&q=senha&page=3&sort=file&order=asc'));
    expect(filters).toEqual({ ...base, severities: ['CRITICAL', 'LOW'], q: 'senha', page: 3, sortBy: 'FILE', sortOrder: 'ASC' });
    expect(parseFilters(new URLSearchParams('page=-2&sort=drop&order=up'))).toEqual(base);
  });

  it('writes only what differs from the defaults and keeps other params', () => {
    const params = writeFilters(new URLSearchParams('tab=x&page=4'), { ...base, severities: ['HIGH', 'CRITICAL'], q: ' pix ' });
    expect(params.toString()).toBe('tab=x&severity=critical%2Chigh&q=pix');
  });

  it('any change of severity, search or sort goes back to page 1', () => {
    const onPage3 = { ...base, page: 3 };
    expect(applyFilterChange(onPage3, { type: 'toggleSeverity', severity: 'HIGH' })).toMatchObject({ severities: ['HIGH'], page: 1 });
    expect(applyFilterChange({ ...onPage3, severities: ['HIGH'] }, { type: 'toggleSeverity', severity: 'HIGH' })).toMatchObject({ severities: [], page: 1 });
    expect(applyFilterChange(onPage3, { type: 'search', q: 'token' })).toMatchObject({ q: 'token', page: 1 });
    expect(applyFilterChange(onPage3, { type: 'sort', sortBy: 'RULE', sortOrder: 'ASC' })).toMatchObject({ sortBy: 'RULE', page: 1 });
    expect(applyFilterChange(base, { type: 'page', page: 2 })).toMatchObject({ page: 2 });
    // The same search (a trailing space) is no change: the page stays.
    expect(applyFilterChange({ ...onPage3, q: 'token' }, { type: 'search', q: 'token ' })).toMatchObject({ page: 3 });
  });

  it('clear resets severities, search and page, not the sort', () => {
    const busy: DashboardFilters = { ...base, severities: ['CRITICAL'], states: ['OPEN'], newOnly: true, q: 'x', page: 4, sortBy: 'FILE', sortOrder: 'ASC' };
    expect(applyFilterChange(busy, { type: 'clear' })).toEqual({ ...base, sortBy: 'FILE', sortOrder: 'ASC' });
  });

  it('maps the filters to the query variables and to the export query string', () => {
    const filters: DashboardFilters = { ...base, severities: ['CRITICAL', 'HIGH'], q: 'senha', page: 2, sortBy: 'FILE', sortOrder: 'ASC' };
    expect(findingsQueryVariables({ tenantId: 't1', projectId: 'p1' }, filters)).toEqual({
      tenantId: 't1', projectId: 'p1', page: 2, pageSize: 50, severity: ['CRITICAL', 'HIGH'], q: 'senha', sortBy: 'FILE', sortOrder: 'ASC',
    });
    expect(findingsQueryVariables({ tenantId: null, projectId: 'p1' }, base)).toMatchObject({ severity: null, q: null, page: 1 });
    expect(exportQuery(filters).toString()).toBe('severity=critical%2Chigh&q=senha&sort_by=file&sort_order=asc');
    expect(exportQuery(base).toString()).toBe('sort_by=severity&sort_order=desc');
  });

  it('keeps the triage state chips and Novos nesta análise in the URL and the query', () => {
    const filters = parseFilters(new URLSearchParams('state=reopened,bogus,open&new=1'));
    expect(filters).toMatchObject({ states: ['OPEN', 'REOPENED'], newOnly: true });
    expect(writeFilters(new URLSearchParams(), filters).toString()).toBe('state=open%2Creopened&new=1');
    expect(findingsQueryVariables({ tenantId: null, projectId: 'p1' }, filters)).toMatchObject({ state: ['OPEN', 'REOPENED'], newOnly: true });
    expect(applyFilterChange({ ...filters, page: 3 }, { type: 'toggleState', state: 'OPEN' })).toMatchObject({ states: ['REOPENED'], page: 1 });
    expect(applyFilterChange(base, { type: 'toggleNewOnly' })).toMatchObject({ newOnly: true, page: 1 });
  });

  it('keeps Vencidos and Meus achados in the URL and the query, and clear drops them', () => {
    const filters = parseFilters(new URLSearchParams('overdue=1&mine=1&page=2'));
    expect(filters).toMatchObject({ overdueOnly: true, mine: true, page: 2 });
    expect(writeFilters(new URLSearchParams(), filters).toString()).toBe('overdue=1&mine=1&page=2');
    expect(findingsQueryVariables({ tenantId: 't1', projectId: 'p1' }, filters)).toMatchObject({ overdueOnly: true, assignedToMe: true });
    expect(findingsQueryVariables({ tenantId: 't1', projectId: 'p1' }, base)).not.toHaveProperty('overdueOnly');
    expect(applyFilterChange(filters, { type: 'toggleOverdueOnly' })).toMatchObject({ overdueOnly: false, page: 1 });
    expect(applyFilterChange(base, { type: 'toggleMine' })).toMatchObject({ mine: true, page: 1 });
    expect(applyFilterChange(filters, { type: 'clear' })).toMatchObject({ overdueOnly: false, mine: false });
  });
});
