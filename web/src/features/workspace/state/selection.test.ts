import { describe, expect, it } from 'vitest';
import { loadPersistedChoice, persistSelection, resolveProject, resolveTenant, resolveWorkspace, type ResolveInput } from './selection';

const tenants = [
  { id: 't1', name: 'Banco Alfa', isActive: false },
  { id: 't2', name: 'Banco Beta', isActive: true },
];
const projects = [
  { id: 'p1', name: 'Legado', tenantId: 't2', isActive: false },
  { id: 'p2', name: 'Portal', tenantId: 't2', isActive: true },
];

const base: ResolveInput = {
  mode: 'session',
  tokenProject: null,
  choice: {},
  tenants,
  projects,
  projectsComplete: true,
  hasProjectRoles: false,
};

describe('workspace init rules', () => {
  it('token mode builds a stub project from the token', () => {
    const result = resolveWorkspace({ ...base, mode: 'token', tokenProject: { id: 'p9', name: null, tenantId: 't9' }, tenants: [], projects: [] });
    expect(result).toEqual({ tenant: { id: 't9', name: '' }, project: { id: 'p9', name: 'p9', tenantId: 't9' } });
    const named = resolveWorkspace({ ...base, mode: 'token', tokenProject: { id: 'p9', name: 'Portal PIX', tenantId: null } });
    expect(named.project).toEqual({ id: 'p9', name: 'Portal PIX', tenantId: null });
  });

  it('picks the given tenant when listed, else the first active, else the first', () => {
    expect(resolveTenant({ id: 't1', name: 'old' }, tenants)).toEqual({ id: 't1', name: 'Banco Alfa' });
    expect(resolveTenant({ id: 'gone', name: 'x' }, tenants)).toEqual({ id: 't2', name: 'Banco Beta' });
    expect(resolveTenant(undefined, [{ id: 'a', name: 'A', isActive: false }])).toEqual({ id: 'a', name: 'A' });
    expect(resolveTenant(undefined, [])).toBeNull();
  });

  it('picks the first active project only when the user has project roles', () => {
    expect(resolveWorkspace(base).project).toBeNull();
    expect(resolveWorkspace({ ...base, hasProjectRoles: true }).project).toEqual({ id: 'p2', name: 'Portal', tenantId: 't2' });
    const inactiveOnly = [{ id: 'p1', name: 'Legado', tenantId: 't2', isActive: false }];
    expect(resolveWorkspace({ ...base, projects: inactiveOnly, hasProjectRoles: true }).project?.id).toBe('p1');
  });

  it('keeps a chosen project of the tenant, and none after a tenant change cleared it', () => {
    const chosen = { id: 'p1', name: 'Legado', tenantId: 't2' };
    expect(resolveWorkspace({ ...base, choice: { tenant: { id: 't2', name: '' }, project: chosen } }).project).toEqual(chosen);
    expect(resolveWorkspace({ ...base, hasProjectRoles: true, choice: { tenant: { id: 't2', name: '' }, project: null } }).project).toBeNull();
  });

  it('keeps a chosen project not in an incomplete list, drops it from a complete one', () => {
    const chosen = { id: 'p77', name: 'Outro', tenantId: 't2' };
    expect(resolveProject(chosen, projects, { hasProjectRoles: false, tenantId: 't2', complete: false })).toEqual(chosen);
    expect(resolveProject(chosen, projects, { hasProjectRoles: false, tenantId: 't2', complete: true })).toBeNull();
    expect(resolveProject({ ...chosen, tenantId: 'other' }, projects, { hasProjectRoles: false, tenantId: 't2', complete: false })).toBeNull();
  });

  it('anonymous has no workspace', () => {
    expect(resolveWorkspace({ ...base, mode: 'anonymous' })).toEqual({ tenant: null, project: null });
  });

  it('persists the selection under the "workspace" key', () => {
    persistSelection({ id: 't2', name: 'Banco Beta' }, { id: 'p2', name: 'Portal', tenantId: 't2' });
    expect(JSON.parse(window.localStorage.getItem('workspace') ?? '{}')).toEqual({
      selectedTenant: { id: 't2', name: 'Banco Beta' },
      selectedProject: { id: 'p2', name: 'Portal', tenantId: 't2' },
    });
    expect(loadPersistedChoice()).toEqual({ tenant: { id: 't2', name: 'Banco Beta' }, project: { id: 'p2', name: 'Portal', tenantId: 't2' } });
    window.localStorage.setItem('workspace', '{broken');
    expect(loadPersistedChoice()).toEqual({});
  });
});
