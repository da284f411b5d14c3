import { describe, expect, it } from 'vitest';
import { canAccessProject, hasAnyRole } from './access';

const subject = { authMode: 'session' as const, roles: ['ANALYST'], projectIds: [], projectRoles: [], tokenProjectId: null };

describe('access rules', () => {
  it('role guard: one of the roles is allowed', () => {
    expect(hasAnyRole(['ANALYST', 'TENANT_ADMIN'], ['TENANT_ADMIN'])).toBe(true);
    expect(hasAnyRole(['ANALYST'], ['TENANT_ADMIN', 'PROJECT_ADMIN'])).toBe(false);
  });

  it('project guard', () => {
    expect(canAccessProject({ ...subject, roles: ['TENANT_ADMIN'] }, 'p1')).toBe(true);
    expect(canAccessProject({ ...subject, projectIds: ['p1'] }, 'p1')).toBe(true);
    expect(canAccessProject({ ...subject, projectRoles: [{ projectId: 'p1' }] }, 'p1')).toBe(true);
    expect(canAccessProject(subject, 'p1')).toBe(false);
    expect(canAccessProject({ ...subject, authMode: 'token', tokenProjectId: 'p1' }, 'p1')).toBe(true);
    expect(canAccessProject({ ...subject, authMode: 'token', tokenProjectId: 'p2' }, 'p1')).toBe(false);
  });
});
