/** Which tenants and projects the actor reaches: the scope of queries, and the tenant a request works on. */
import { AppError } from '../lib/errors.js';
import type { Actor } from './actor.js';
import { TENANT_DENIED, type ProjectResource, type TenantAction } from './actions.js';
import { authorize } from './decisions.js';
import { canReadProject, isTenantAdmin, membershipOf, readTokenOf } from './memberships.js';

/** Tenants whose data the actor may reach at all; queries that look a row up by id filter on these. */
export function visibleTenantIds(actor: Actor): string[] {
  if (actor.type === 'token') return [actor.tenantId];
  return actor.memberships.filter((m) => membershipOf(actor, m.tenantId)).map((m) => m.tenantId);
}

/**
 * Whether the actor may learn that the project exists. Users who cannot read it get 404 (it might
 * as well be another tenant's); a token, bound to one tenant, gets 403 for any project of it.
 */
export function canSeeProject(actor: Actor, resource: ProjectResource): boolean {
  if (actor.type === 'token') return actor.tenantId === resource.tenantId;
  return canReadProject(actor, resource.tenantId, resource.projectId);
}

/** The projects of a tenant the actor may list: all of them for its admins, else the granted ones. */
export function projectScope(actor: Actor, tenantId: string): 'all' | string[] {
  if (actor.type === 'token') return readTokenOf(actor, tenantId) ? [actor.projectId] : [];
  if (isTenantAdmin(actor, tenantId)) return 'all';
  const membership = membershipOf(actor, tenantId);
  if (!membership?.tenantActive) return [];
  return membership.projects.filter((grant) => grant.projectActive).map((grant) => grant.projectId);
}

/**
 * The tenant a request works on: the X-Tenant-ID header when the actor may use it, the token's
 * tenant, or the caller's only tenant. 403 for a tenant the actor does not belong to; 400 when
 * there is no way to tell.
 */
export function resolveTenant(actor: Actor, requested: string | undefined): string {
  if (actor.type === 'token') {
    if (requested !== undefined && requested !== actor.tenantId) throw new AppError(403, 'FORBIDDEN', TENANT_DENIED);
    return actor.tenantId;
  }
  const usable = visibleTenantIds(actor);
  if (requested !== undefined) {
    if (usable.includes(requested)) return requested;
    throw new AppError(403, 'FORBIDDEN', TENANT_DENIED);
  }
  if (usable.length === 1 && usable[0] !== undefined) return usable[0];
  throw new AppError(400, 'TENANT_CONTEXT_MISSING', 'Contexto de tenant não encontrado');
}

/** The tenant a request acts in (see resolveTenant), once the actor is allowed `action` there. */
export function authorizedTenant(actor: Actor, tenantHeader: string | undefined, action: TenantAction): string {
  const tenantId = resolveTenant(actor, tenantHeader);
  authorize(actor, action, { tenantId });
  return tenantId;
}
