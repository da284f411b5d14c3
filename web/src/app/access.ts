import type { AuthMode } from '../lib/credentials';

export const TENANT_ADMIN = 'TENANT_ADMIN';

export interface AccessSubject {
  authMode: AuthMode;
  roles: readonly string[];
  projectIds: ReadonlyArray<string | null>;
  projectRoles: ReadonlyArray<{ projectId: string } | null>;
  /** Token mode: the token's project. */
  tokenProjectId: string | null;
}

/** Role guard (spec §5): one of the user's roles is in the allowed list. */
export function hasAnyRole(roles: readonly string[], allowed: readonly string[]): boolean {
  return allowed.some((role) => roles.includes(role));
}

/**
 * The onboarding (spec §4) creates a RUN_ token and a pipeline for the project: only a TENANT_ADMIN in
 * session mode can finish it, so only they are offered it (tokens and other roles are not).
 */
export function canRunOnboarding(authMode: AuthMode, roles: readonly string[]): boolean {
  return authMode === 'session' && roles.includes(TENANT_ADMIN);
}

/**
 * Project guard (spec §5/§6): TENANT_ADMIN reaches every project; anyone else needs the
 * project in projectIds or projectRoles. A token reaches its own project only.
 */
export function canAccessProject(subject: AccessSubject, projectId: string): boolean {
  if (subject.authMode === 'token') return subject.tokenProjectId === projectId;
  if (subject.roles.includes(TENANT_ADMIN)) return true;
  if (subject.projectIds.includes(projectId)) return true;
  return subject.projectRoles.some((entry) => entry?.projectId === projectId);
}
