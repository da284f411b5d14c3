/**
 * What the actor holds in a tenant or a project: its membership (none in a deactivated tenant but for
 * its admins), its grant on a project, and the reads and work that follow from them or from a token.
 */
import type { Actor, Membership, ProjectGrant } from './actor.js';

/**
 * The membership that gives the actor rights in a tenant. In a deactivated tenant only its
 * TENANT_ADMINs keep access (so they can reactivate it); everybody else is locked out.
 */
export function membershipOf(actor: Actor, tenantId: string): Membership | undefined {
  if (actor.type !== 'user') return undefined;
  const membership = actor.memberships.find((m) => m.tenantId === tenantId);
  if (!membership) return undefined;
  if (!membership.tenantActive && !membership.roles.includes('TENANT_ADMIN')) return undefined;
  return membership;
}

export function isTenantAdmin(actor: Actor, tenantId: string): boolean {
  return membershipOf(actor, tenantId)?.roles.includes('TENANT_ADMIN') ?? false;
}

export function grantOf(actor: Actor, tenantId: string, projectId: string): ProjectGrant | undefined {
  const membership = membershipOf(actor, tenantId);
  if (!membership?.tenantActive) return undefined;
  return membership.projects.find((grant) => grant.projectId === projectId && grant.projectActive);
}

/** Viewer and run tokens both sign in read-only, scoped to their project (spec §1, §5, §6). */
export function readTokenOf(actor: Actor, tenantId: string): boolean {
  return actor.type === 'token' && actor.tenantId === tenantId;
}

/** A RUN token of this very project (it starts and follows that project's scans). */
export function runTokenOf(actor: Actor, tenantId: string, projectId: string): boolean {
  return actor.type === 'token' && actor.kind === 'RUN' && actor.tenantId === tenantId && actor.projectId === projectId;
}

/** Tenant admins, and users granted the project with a role above VIEWER. */
export function canOperateProject(actor: Actor, tenantId: string, projectId: string): boolean {
  if (isTenantAdmin(actor, tenantId)) return true;
  const role = grantOf(actor, tenantId, projectId)?.role;
  return role !== undefined && role !== 'VIEWER';
}

export function canReadProject(actor: Actor, tenantId: string, projectId: string): boolean {
  if (actor.type === 'token') return readTokenOf(actor, tenantId) && actor.projectId === projectId;
  return isTenantAdmin(actor, tenantId) || grantOf(actor, tenantId, projectId) !== undefined;
}
