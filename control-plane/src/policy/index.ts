/**
 * Every authorization decision of the control plane: "may this actor do this action on this
 * resource?". Pure functions over the actor loaded at authentication (memberships, grants or the
 * token's binding); services call `authorize` before touching data and scope their queries with
 * `visibleTenantIds`/`projectScope`, so a tenant's data is never read on behalf of another.
 */
import type { MfaPolicy, RoleName, TokenKindName } from '../db/identity-tables.js';
import { AppError } from '../lib/errors.js';

/** Highest first. */
export const ROLE_ORDER: readonly RoleName[] = ['TENANT_ADMIN', 'PROJECT_ADMIN', 'ANALYST', 'VIEWER'];

export interface ProjectGrant {
  projectId: string;
  role: RoleName;
  projectActive: boolean;
}

export interface Membership {
  tenantId: string;
  tenantName: string;
  tenantActive: boolean;
  roles: RoleName[];
  projects: ProjectGrant[];
  /** Who the tenant asks for a second factor. */
  mfaPolicy: MfaPolicy;
}

export interface SessionInfo {
  id: string;
  csrfToken: string;
  createdAt: Date;
  expiresAt: Date;
  /** Half-open: signed in by link, the second factor not yet checked (only the second-factor calls work). */
  mfaPending: boolean;
  /** This session passed the second factor. */
  mfaVerified: boolean;
}

export interface UserActor {
  type: 'user';
  userId: string;
  email: string;
  name: string | null;
  session: SessionInfo;
  /** Active memberships, oldest first. */
  memberships: Membership[];
  /** The user has a confirmed second factor. */
  mfaEnrolled: boolean;
}

export interface TokenActor {
  type: 'token';
  tokenId: string;
  kind: TokenKindName;
  tenantId: string;
  projectId: string;
  projectName: string;
  expiresAt: Date | null;
}

export type Actor = UserActor | TokenActor;

/** Actions on the set of tenants itself. */
export type GlobalAction = 'tenants.list' | 'tenants.create';
/** Actions on one tenant. */
export type TenantAction =
  | 'tenant.update'
  | 'users.read'
  | 'users.update'
  | 'users.mfa_reset'
  | 'invite.create'
  | 'tokens.read'
  | 'tokens.manage'
  | 'projects.list'
  | 'projects.create'
  | 'usage.read'
  | 'signing_keys.rotate'
  | 'security.manage'
  | 'observability.manage'
  | 'webhooks.manage'
  | 'sso.manage'
  | 'notifications.own'
  | 'audit.read'
  | 'suppressions.read';
/** Actions on one project of one tenant. */
export type ProjectAction =
  | 'project.read'
  | 'project.update'
  | 'usage.read'
  | 'scan.start'
  | 'scan.read'
  | 'scan.resume'
  | 'artifacts.read'
  | 'finding.triage'
  | 'finding.assign'
  | 'finding.accept_severe_risk';

export type Action = GlobalAction | TenantAction | ProjectAction;

export interface TenantResource {
  tenantId: string;
}
/**
 * A project of a tenant. Callers pass a pair they loaded from the database with a tenant-scoped
 * query (never a project id taken from the request next to an unrelated tenant id): roles of the
 * tenant only apply to projects that really belong to it.
 */
export interface ProjectResource {
  tenantId: string;
  projectId: string;
}

const TENANT_DENIED = 'Acesso negado ao tenant';
export const PROJECT_DENIED = 'Acesso negado. Você não tem permissão para este projeto.';

const deniedMessages: Record<Action, string> = {
  'tenants.list': TENANT_DENIED,
  'tenants.create': 'Acesso negado: apenas administradores de tenant podem criar tenants',
  'tenant.update': TENANT_DENIED,
  'users.read': TENANT_DENIED,
  'users.update': TENANT_DENIED,
  'users.mfa_reset': 'Acesso negado. Função necessária: TENANT_ADMIN',
  'invite.create': TENANT_DENIED,
  'tokens.read': 'Acesso negado: tenant inválido ou sem permissão',
  'tokens.manage': 'Acesso negado: tenant inválido ou sem permissão',
  'projects.list': TENANT_DENIED,
  'projects.create': 'Acesso negado: apenas administradores do tenant podem criar projetos',
  'project.read': PROJECT_DENIED,
  'project.update': PROJECT_DENIED,
  'usage.read': 'Acesso negado aos dados de uso',
  'scan.start': PROJECT_DENIED,
  'scan.read': PROJECT_DENIED,
  'scan.resume': PROJECT_DENIED,
  'artifacts.read': 'Acesso negado aos artefatos',
  'finding.triage': PROJECT_DENIED,
  'finding.assign': PROJECT_DENIED,
  'finding.accept_severe_risk': 'Acesso negado. Função necessária: TENANT_ADMIN',
  'signing_keys.rotate': 'Acesso negado. Função necessária: TENANT_ADMIN',
  'security.manage': 'Acesso negado. Função necessária: TENANT_ADMIN',
  'observability.manage': 'Acesso negado. Função necessária: TENANT_ADMIN',
  'audit.read': 'Acesso negado. Função necessária: TENANT_ADMIN',
  'suppressions.read': 'Acesso negado. Função necessária: TENANT_ADMIN',
  'webhooks.manage': 'Acesso negado. Função necessária: TENANT_ADMIN',
  'sso.manage': 'Acesso negado. Função necessária: TENANT_ADMIN',
  'notifications.own': TENANT_DENIED,
};

export function highestRole(roles: readonly RoleName[]): RoleName {
  return ROLE_ORDER.find((role) => roles.includes(role)) ?? 'VIEWER';
}

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

function grantOf(actor: Actor, tenantId: string, projectId: string): ProjectGrant | undefined {
  const membership = membershipOf(actor, tenantId);
  if (!membership?.tenantActive) return undefined;
  return membership.projects.find((grant) => grant.projectId === projectId && grant.projectActive);
}

/** Viewer and run tokens both sign in read-only, scoped to their project (spec §1, §5, §6). */
function readTokenOf(actor: Actor, tenantId: string): boolean {
  return actor.type === 'token' && actor.tenantId === tenantId;
}

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

function runTokenOf(actor: Actor, tenantId: string, projectId: string): boolean {
  return actor.type === 'token' && actor.kind === 'RUN' && actor.tenantId === tenantId && actor.projectId === projectId;
}

/** Tenant admins, and users granted the project with a role above VIEWER. */
function canOperateProject(actor: Actor, tenantId: string, projectId: string): boolean {
  if (isTenantAdmin(actor, tenantId)) return true;
  const role = grantOf(actor, tenantId, projectId)?.role;
  return role !== undefined && role !== 'VIEWER';
}

function canReadProject(actor: Actor, tenantId: string, projectId: string): boolean {
  if (actor.type === 'token') return readTokenOf(actor, tenantId) && actor.projectId === projectId;
  return isTenantAdmin(actor, tenantId) || grantOf(actor, tenantId, projectId) !== undefined;
}

/** Throws 403 with the Portuguese message of the action when `can` says no. */
export function authorize(actor: Actor, action: GlobalAction): void;
export function authorize(actor: Actor, action: TenantAction, resource: TenantResource): void;
export function authorize(actor: Actor, action: ProjectAction, resource: ProjectResource): void;
export function authorize(actor: Actor, action: Action, resource?: TenantResource | ProjectResource): void {
  const allowed = (can as (a: Actor, b: Action, c?: TenantResource | ProjectResource) => boolean)(actor, action, resource);
  if (!allowed) throw new AppError(403, 'FORBIDDEN', deniedMessages[action]);
}

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
