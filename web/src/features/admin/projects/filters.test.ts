import { describe, expect, it } from 'vitest';
import { adminProjectsUrl, applyAdminProjectsChange } from './filters';
import { projectListVariables } from '../../../components/project-list/filters';

const parse = (search: string) => adminProjectsUrl.parse(new URLSearchParams(search));

describe('/admin/projects URL state', () => {
  it('reads defaults for absent or invalid values and keeps defaults out of the URL', () => {
    expect(parse('')).toEqual({ q: '', status: 'all', page: 1, project: null });
    expect(parse('status=apagado&page=-3')).toEqual({ q: '', status: 'all', page: 1, project: null });
    const state = parse('q=pix&status=inactive&page=2&project=p1');
    expect(state).toEqual({ q: 'pix', status: 'inactive', page: 2, project: 'p1' });
    expect(adminProjectsUrl.write(new URLSearchParams('outro=1'), { q: '', status: 'all', page: 1, project: null }).toString()).toBe('outro=1');
    expect(adminProjectsUrl.write(new URLSearchParams(), state).toString()).toBe('q=pix&status=inactive&page=2&project=p1');
  });

  it('a new search or status goes back to page 1; the variables follow the filters', () => {
    const state = parse('q=pix&page=3');
    expect(applyAdminProjectsChange(state, { type: 'search', q: 'open' })).toMatchObject({ q: 'open', page: 1 });
    expect(applyAdminProjectsChange(state, { type: 'status', status: 'active' })).toMatchObject({ status: 'active', page: 1, q: 'pix' });
    expect(applyAdminProjectsChange(state, { type: 'open', project: 'p9' })).toMatchObject({ project: 'p9', page: 3 });
    expect(projectListVariables('t1', parse('status=active'), 20)).toEqual({ tenantId: 't1', page: 1, pageSize: 20, search: null, isActive: true });
    expect(projectListVariables('t1', parse('q=pix&status=inactive&page=2'), 20)).toEqual({ tenantId: 't1', page: 2, pageSize: 20, search: 'pix', isActive: false });
  });
});
