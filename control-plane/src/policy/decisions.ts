/** "May this actor do this action on this resource?" (`can`), and the 403 with the action's Portuguese message when not (`authorize`). */
import { AppError } from '../lib/errors.js';
import type { Actor } from './actor.js';
import { deniedMessages, type Action, type GlobalAction, type ProjectAction, type ProjectResource, type TenantAction, type TenantResource } from './actions.js';
import { canOperateProject, canReadProject, grantOf, isTenantAdmin, membershipOf, readTokenOf, runTokenOf } from './memberships.js';

export function can(actor: Actor, action: GlobalAction): boolean;
export function can(actor: Actor, action: TenantAction, resource: TenantResource): boolean;
export function can(actor: Actor, action: ProjectAction, resource: ProjectResource): boolean;
export function can(actor: Actor, action: Action, resource?: TenantResource | ProjectResource): boolean {
  if (action === 'tenants.list') return actor.type === 'user';
  if (action === 'tenants.create') {
    return actor.type === 'user' && actor.memberships.some((m) => m.roles.includes('TENANT_ADMIN'));
  }
  if (!resource) return false;
  const { tenantId } = resource;
  const projectId = 'projectId' in resource ? resource.projectId : undefined;

  switch (action) {
    case 'tenant.update':
    case 'users.read':
    case 'users.update':
    case 'users.mfa_reset':
    case 'invite.create':
    case 'tokens.read':
    case 'tokens.manage':
    case 'projects.create':
    case 'signing_keys.rotate':
    case 'security.manage':
    case 'observability.manage':
    case 'webhooks.manage':
    case 'sso.manage':
    case 'audit.read':
    case 'suppressions.read':
      return isTenantAdmin(actor, tenantId);
    case 'notifications.own':
      // Each member chooses their own e-mails; tokens have no mailbox.
      return actor.type === 'user' && membershipOf(actor, tenantId) !== undefined;
    case 'projects.list':
      return membershipOf(actor, tenantId) !== undefined || readTokenOf(actor, tenantId);
    case 'usage.read':
      if (projectId !== undefined) return canReadProject(actor, tenantId, projectId);
      return membershipOf(actor, tenantId) !== undefined || readTokenOf(actor, tenantId);
    case 'project.read':
    case 'artifacts.read':
      return projectId !== undefined && canReadProject(actor, tenantId, projectId);
    case 'project.update':
      return (
        projectId !== undefined &&
        (isTenantAdmin(actor, tenantId) || grantOf(actor, tenantId, projectId)?.role === 'PROJECT_ADMIN')
      );
    case 'scan.start':
      // A RUN token starts scans of its own project; users need a working (non-VIEWER) role on it.
      if (projectId === undefined) return false;
      if (actor.type === 'token') return runTokenOf(actor, tenantId, projectId);
      return canOperateProject(actor, tenantId, projectId);
    case 'scan.read':
      // Status and stream: the project's viewer and run tokens, and users who can read the project.
      if (projectId === undefined) return false;
      if (actor.type === 'token') return runTokenOf(actor, tenantId, projectId) || canReadProject(actor, tenantId, projectId);
      return canReadProject(actor, tenantId, projectId);
    case 'scan.resume':
    case 'finding.triage':
    case 'finding.assign':
      // People with a working role on the project; viewer and run tokens never triage nor assign owners.
      return projectId !== undefined && actor.type === 'user' && canOperateProject(actor, tenantId, projectId);
    case 'finding.accept_severe_risk':
      // Accepting the risk of a critical or high finding is the tenant's decision.
      return projectId !== undefined && isTenantAdmin(actor, tenantId);
  }
}

/** Throws 403 with the Portuguese message of the action when `can` says no. */
export function authorize(actor: Actor, action: GlobalAction): void;
export function authorize(actor: Actor, action: TenantAction, resource: TenantResource): void;
export function authorize(actor: Actor, action: ProjectAction, resource: ProjectResource): void;
export function authorize(actor: Actor, action: Action, resource?: TenantResource | ProjectResource): void {
  const allowed = (can as (a: Actor, b: Action, c?: TenantResource | ProjectResource) => boolean)(actor, action, resource);
  if (!allowed) throw new AppError(403, 'FORBIDDEN', deniedMessages[action]);
}
