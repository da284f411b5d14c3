/**
 * The audit log's vocabulary as the admin reads it: the actions the control plane records (by
 * family, for the action filter), the target types and the fields of before/after. Anything the
 * server records that is not listed here shows as it was recorded.
 */
export const AUDIT_ACTIONS = {
  user: ['user.update', 'user.remove', 'user.activate', 'user.profile_update', 'user.sso_create'],
  invite: ['invite.create', 'invite.resend', 'invite.revoke', 'invite.accept'],
  token: ['token.create', 'token.update', 'token.revoke', 'token.rotate'],
  project: ['project.create', 'project.update', 'project.deactivate', 'project.reactivate'],
  tenant: ['tenant.create', 'tenant.signup', 'tenant.update', 'tenant.deactivate', 'tenant.reactivate', 'tenant.sso_update'],
  signing_keys: ['signing_keys.rotate'],
  security: ['security.block_ip', 'security.unblock_ip'],
  alert: ['alert.resolve'],
  auth: ['auth.sign_in', 'auth.sign_out', 'auth.session_end', 'auth.sso_refused'],
  performance: ['performance.cache_clear'],
} as const;

export type AuditFamily = keyof typeof AUDIT_ACTIONS;
export type KnownAction = (typeof AUDIT_ACTIONS)[AuditFamily][number];
export const AUDIT_FAMILIES = Object.keys(AUDIT_ACTIONS) as AuditFamily[];

const KNOWN_ACTIONS = new Set<string>(Object.values(AUDIT_ACTIONS).flat());
export const isKnownAction = (action: string): action is KnownAction => KNOWN_ACTIONS.has(action);
export const isFamily = (value: string): value is AuditFamily => value in AUDIT_ACTIONS;

export const AUDIT_TARGETS = ['user', 'invite', 'api_token', 'project', 'tenant', 'signing_key', 'session', 'blocked_ip', 'alert', 'process'] as const;
export type KnownTarget = (typeof AUDIT_TARGETS)[number];
export const isKnownTarget = (value: string): value is KnownTarget => (AUDIT_TARGETS as readonly string[]).includes(value);

export const AUDIT_FIELDS = [
  'name',
  'isActive',
  'quotaUnits',
  'bacenRegime',
  'roles',
  'projectRoles',
  'email',
  'description',
  'environments',
  'expiresAt',
  'status',
  'prefix',
  'kind',
  'projectId',
  'previousSecretExpiresAt',
  'activeKid',
  'ip',
  'reason',
  'resolvedAt',
  'resolvedReason',
  'severity',
  'subject',
  'cleared',
  'role',
  'enabled',
  'issuer',
  'clientId',
  'hasClientSecret',
  'allowedDomains',
  'defaultRole',
  'jitEnabled',
] as const;
export type KnownField = (typeof AUDIT_FIELDS)[number];
export const isKnownField = (value: string): value is KnownField => (AUDIT_FIELDS as readonly string[]).includes(value);

export const AUDIT_ROLES = ['TENANT_ADMIN', 'PROJECT_ADMIN', 'ANALYST', 'VIEWER'] as const;
export type KnownRole = (typeof AUDIT_ROLES)[number];
export const isKnownRole = (value: string): value is KnownRole => (AUDIT_ROLES as readonly string[]).includes(value);
