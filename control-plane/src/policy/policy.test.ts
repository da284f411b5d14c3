import { describe, expect, it } from 'vitest';
import { can, canSeeProject, highestRole, projectScope, resolveTenant, type Membership, type TokenActor, type UserActor } from './index.js';
import { secondFactorPending, secondFactorRequired } from './second-factor.js';

const T1 = '11111111-1111-4111-8111-111111111111';
const T2 = '22222222-2222-4222-8222-222222222222';
const P1 = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
const P2 = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb';

function user(memberships: Membership[]): UserActor {
  const session = { id: 's', csrfToken: 'c', createdAt: new Date(), expiresAt: new Date(), mfaPending: false, mfaVerified: false };
  return { type: 'user', userId: 'u', email: 'u@x', name: null, session, memberships, mfaEnrolled: false };
}
const member = (
  tenantId: string,
  roles: Membership['roles'],
  projects: Membership['projects'] = [],
  tenantActive = true,
  mfaPolicy: Membership['mfaPolicy'] = 'off',
): Membership => ({
  tenantId,
  tenantName: tenantId,
  tenantActive,
  roles,
  projects,
  mfaPolicy,
});
const token = (kind: 'VIEWER' | 'RUN'): TokenActor => ({ type: 'token', tokenId: 't', kind, tenantId: T1, projectId: P1, projectName: 'p', expiresAt: null });

describe('policy', () => {
  it('orders roles', () => {
    expect(highestRole(['VIEWER', 'PROJECT_ADMIN', 'ANALYST'])).toBe('PROJECT_ADMIN');
    expect(highestRole([])).toBe('VIEWER');
  });

  it('lets a TENANT_ADMIN manage only the tenants where they hold the role', () => {
    const admin = user([member(T1, ['TENANT_ADMIN']), member(T2, ['ANALYST'])]);
    expect(can(admin, 'tokens.manage', { tenantId: T1 })).toBe(true);
    expect(can(admin, 'tokens.manage', { tenantId: T2 })).toBe(false);
    expect(can(admin, 'users.update', { tenantId: T2 })).toBe(false);
    expect(projectScope(admin, T1)).toBe('all');
    expect(projectScope(admin, T2)).toEqual([]);
    expect(can(admin, 'tenants.create')).toBe(true);
    expect(can(user([member(T2, ['ANALYST'])]), 'tenants.create')).toBe(false);
  });

  it('gives other roles project access only through project grants', () => {
    const analyst = user([member(T1, ['ANALYST'], [{ projectId: P1, role: 'ANALYST', projectActive: true }])]);
    expect(can(analyst, 'project.read', { tenantId: T1, projectId: P1 })).toBe(true);
    expect(can(analyst, 'project.read', { tenantId: T1, projectId: P2 })).toBe(false);
    expect(can(analyst, 'project.update', { tenantId: T1, projectId: P1 })).toBe(false);
    expect(canSeeProject(analyst, { tenantId: T1, projectId: P2 })).toBe(false);
    const projectAdmin = user([member(T1, ['ANALYST'], [{ projectId: P1, role: 'PROJECT_ADMIN', projectActive: true }])]);
    expect(can(projectAdmin, 'project.update', { tenantId: T1, projectId: P1 })).toBe(true);
    const inactiveProject = user([member(T1, ['ANALYST'], [{ projectId: P1, role: 'PROJECT_ADMIN', projectActive: false }])]);
    expect(can(inactiveProject, 'project.read', { tenantId: T1, projectId: P1 })).toBe(false);
  });

  it('locks everyone but TENANT_ADMINs out of a deactivated tenant', () => {
    const analyst = user([member(T1, ['ANALYST'], [{ projectId: P1, role: 'ANALYST', projectActive: true }], false)]);
    expect(can(analyst, 'projects.list', { tenantId: T1 })).toBe(false);
    expect(() => resolveTenant(analyst, undefined)).toThrow('Contexto de tenant não encontrado');
    const admin = user([member(T1, ['TENANT_ADMIN'], [], false)]);
    expect(can(admin, 'tenant.update', { tenantId: T1 })).toBe(true);
  });

  it('scopes tokens to their project: viewer reads, run does nothing here', () => {
    expect(can(token('VIEWER'), 'project.read', { tenantId: T1, projectId: P1 })).toBe(true);
    expect(can(token('VIEWER'), 'project.read', { tenantId: T1, projectId: P2 })).toBe(false);
    expect(can(token('VIEWER'), 'project.update', { tenantId: T1, projectId: P1 })).toBe(false);
    expect(can(token('VIEWER'), 'usage.read', { tenantId: T1, projectId: P1 })).toBe(true);
    expect(can(token('VIEWER'), 'tenants.list')).toBe(false);
    // Run tokens sign in read-only for their project too (spec §1, §5).
    expect(can(token('RUN'), 'project.read', { tenantId: T1, projectId: P1 })).toBe(true);
    expect(can(token('RUN'), 'project.read', { tenantId: T1, projectId: P2 })).toBe(false);
    expect(can(token('RUN'), 'project.update', { tenantId: T1, projectId: P1 })).toBe(false);
    expect(can(token('RUN'), 'usage.read', { tenantId: T1 })).toBe(true);
    expect(projectScope(token('VIEWER'), T1)).toEqual([P1]);
    expect(() => resolveTenant(token('VIEWER'), T2)).toThrow('Acesso negado ao tenant');
    expect(resolveTenant(token('RUN'), undefined)).toBe(T1);
  });

  it('resolves the tenant from the header, else the only membership', () => {
    const one = user([member(T1, ['ANALYST'])]);
    expect(resolveTenant(one, undefined)).toBe(T1);
    expect(() => resolveTenant(one, T2)).toThrow('Acesso negado ao tenant');
    const two = user([member(T1, ['ANALYST']), member(T2, ['ANALYST'])]);
    expect(() => resolveTenant(two, undefined)).toThrow('Contexto de tenant não encontrado');
    expect(resolveTenant(two, T2)).toBe(T2);
  });

  it('scans: a RUN token starts and reads its project only; viewers read; users need a working role', () => {
    const own = { tenantId: T1, projectId: P1 };
    const other = { tenantId: T1, projectId: P2 };
    expect(can(token('RUN'), 'scan.start', own)).toBe(true);
    expect(can(token('RUN'), 'scan.read', own)).toBe(true);
    expect(can(token('RUN'), 'scan.resume', own)).toBe(false);
    expect(can(token('RUN'), 'scan.start', other)).toBe(false);
    expect(can(token('RUN'), 'scan.read', { tenantId: T2, projectId: P1 })).toBe(false);
    expect(can(token('VIEWER'), 'scan.start', own)).toBe(false);
    expect(can(token('VIEWER'), 'scan.read', own)).toBe(true);
    expect(can(token('VIEWER'), 'scan.read', other)).toBe(false);

    const analyst = user([member(T1, ['ANALYST'], [{ projectId: P1, role: 'ANALYST', projectActive: true }])]);
    const viewer = user([member(T1, ['VIEWER'], [{ projectId: P1, role: 'VIEWER', projectActive: true }])]);
    const admin = user([member(T1, ['TENANT_ADMIN'])]);
    expect(can(analyst, 'scan.start', own)).toBe(true);
    expect(can(analyst, 'scan.resume', own)).toBe(true);
    expect(can(analyst, 'scan.start', other)).toBe(false);
    expect(can(viewer, 'scan.read', own)).toBe(true);
    expect(can(viewer, 'scan.start', own)).toBe(false);
    expect(can(admin, 'scan.start', other)).toBe(true);
    expect(can(admin, 'scan.start', { tenantId: T2, projectId: P1 })).toBe(false);
  });

  it('asks a second factor of the people the tenant policy names, and of everyone enrolled', () => {
    const grant = [{ projectId: P1, role: 'PROJECT_ADMIN' as const, projectActive: true }];
    expect(secondFactorRequired([member(T1, ['TENANT_ADMIN'], [], true, 'off')])).toBe(false);
    expect(secondFactorRequired([member(T1, ['TENANT_ADMIN'], [], true, 'admins')])).toBe(true);
    expect(secondFactorRequired([member(T1, ['ANALYST'], grant, true, 'admins')])).toBe(true);
    expect(secondFactorRequired([member(T1, ['ANALYST'], [], true, 'admins')])).toBe(false);
    expect(secondFactorRequired([member(T1, ['VIEWER'], [], true, 'everyone')])).toBe(true);
    expect(secondFactorRequired([member(T1, ['VIEWER'], [], false, 'everyone')])).toBe(false);
    const analyst = user([member(T1, ['ANALYST'])]);
    expect(secondFactorPending(analyst)).toBe(false);
    expect(secondFactorPending({ ...analyst, mfaEnrolled: true })).toBe(true);
    expect(secondFactorPending({ ...analyst, mfaEnrolled: true, session: { ...analyst.session, mfaVerified: true } })).toBe(false);
  });

  it('triage: users with a working role triage; only a TENANT_ADMIN accepts severe risks; tokens never', () => {
    const own = { tenantId: T1, projectId: P1 };
    const analyst = user([member(T1, ['ANALYST'], [{ projectId: P1, role: 'ANALYST', projectActive: true }])]);
    const viewer = user([member(T1, ['VIEWER'], [{ projectId: P1, role: 'VIEWER', projectActive: true }])]);
    const admin = user([member(T1, ['TENANT_ADMIN'])]);
    expect(can(analyst, 'finding.triage', own)).toBe(true);
    expect(can(analyst, 'finding.triage', { tenantId: T1, projectId: P2 })).toBe(false);
    expect(can(viewer, 'finding.triage', own)).toBe(false);
    expect(can(token('VIEWER'), 'finding.triage', own)).toBe(false);
    expect(can(token('RUN'), 'finding.triage', own)).toBe(false);
    expect(can(admin, 'finding.triage', own)).toBe(true);
    expect(can(analyst, 'finding.accept_severe_risk', own)).toBe(false);
    expect(can(admin, 'finding.accept_severe_risk', own)).toBe(true);
    expect(can(admin, 'finding.accept_severe_risk', { tenantId: T2, projectId: P1 })).toBe(false);
  });

  it('owners: those who triage assign owners; viewers and tokens never', () => {
    const own = { tenantId: T1, projectId: P1 };
    const analyst = user([member(T1, ['ANALYST'], [{ projectId: P1, role: 'ANALYST', projectActive: true }])]);
    const viewer = user([member(T1, ['VIEWER'], [{ projectId: P1, role: 'VIEWER', projectActive: true }])]);
    expect(can(analyst, 'finding.assign', own)).toBe(true);
    expect(can(analyst, 'finding.assign', { tenantId: T2, projectId: P1 })).toBe(false);
    expect(can(viewer, 'finding.assign', own)).toBe(false);
    expect(can(token('VIEWER'), 'finding.assign', own)).toBe(false);
    expect(can(token('RUN'), 'finding.assign', own)).toBe(false);
  });
});
