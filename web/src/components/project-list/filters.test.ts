import { describe, expect, it } from 'vitest';
import { applyProjectListChange, projectListUrl, projectListVariables } from './filters';

describe('a projects list URL state', () => {
  const projects = projectListUrl('active');
  const parse = (search: string) => projects.parse(new URLSearchParams(search));

  it('starts at its own default status, reads the rest and keeps defaults out of the URL', () => {
    expect(parse('')).toEqual({ q: '', status: 'active', page: 1 });
    expect(parse('status=apagado&page=-3')).toEqual({ q: '', status: 'active', page: 1 });
    expect(parse('q=%20pix%20&status=all&page=2')).toEqual({ q: 'pix', status: 'all', page: 2 });
    expect(projects.write(new URLSearchParams('next=%2Fdashboard'), { q: '', status: 'active', page: 1 }).toString()).toBe('next=%2Fdashboard');
    expect(projects.write(new URLSearchParams(), { q: 'pix', status: 'inactive', page: 2 }).toString()).toBe('q=pix&status=inactive&page=2');
    expect(projectListUrl('all').write(new URLSearchParams(), { q: '', status: 'active', page: 1 }).toString()).toBe('status=active');
  });

  it('a new search or status goes back to page 1; the variables follow the filters', () => {
    const state = parse('q=pix&page=3');
    expect(applyProjectListChange(state, { type: 'search', q: 'open' })).toEqual({ q: 'open', status: 'active', page: 1 });
    expect(applyProjectListChange(state, { type: 'status', status: 'all' })).toEqual({ q: 'pix', status: 'all', page: 1 });
    expect(applyProjectListChange(state, { type: 'page', page: 4 })).toEqual({ q: 'pix', status: 'active', page: 4 });
    expect(projectListVariables('t1', parse(''), 20)).toEqual({ tenantId: 't1', page: 1, pageSize: 20, search: null, isActive: true });
    expect(projectListVariables('t1', parse('q=pix&status=all&page=2'), 20)).toEqual({ tenantId: 't1', page: 2, pageSize: 20, search: 'pix', isActive: null });
  });
});
