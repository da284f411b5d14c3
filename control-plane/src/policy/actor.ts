/**
 * Who is asking, as loaded at authentication: a signed-in user with their session and memberships
 * (roles and project grants per tenant), or an API token bound to one project of one tenant.
 */
import type { MfaPolicy, RoleName, TokenKindName } from '../db/identity-tables.js';

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

export function highestRole(roles: readonly RoleName[]): RoleName {
  return ROLE_ORDER.find((role) => roles.includes(role)) ?? 'VIEWER';
}
