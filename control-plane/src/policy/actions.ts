/** What an actor may ask to do (global, per tenant, per project), on which resource, and the Portuguese refusal of each. */

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

export const TENANT_DENIED = 'Acesso negado ao tenant';
export const PROJECT_DENIED = 'Acesso negado. Você não tem permissão para este projeto.';

export const deniedMessages: Record<Action, string> = {
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
