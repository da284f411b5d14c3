/**
 * Who must pass a second factor: the tenant's MFA policy over the person's memberships, and whether
 * a session still owes it before changing anything.
 */
import type { Membership, UserActor } from './index.js';

/**
 * Whether one of the user's tenants asks them for a second factor: 'everyone', or 'admins' and
 * they administer the tenant or one of its projects. Deactivated tenants ask nothing.
 */
export function secondFactorRequired(memberships: readonly Membership[]): boolean {
  return memberships.some(
    (m) =>
      m.tenantActive &&
      (m.mfaPolicy === 'everyone' ||
        (m.mfaPolicy === 'admins' && (m.roles.includes('TENANT_ADMIN') || m.roles.includes('PROJECT_ADMIN') || m.projects.some((grant) => grant.role === 'PROJECT_ADMIN')))),
  );
}

/** A user with a second factor, or whose tenant asks for one, must have passed it in this session to change anything. */
export function secondFactorPending(actor: UserActor): boolean {
  return !actor.session.mfaVerified && (actor.mfaEnrolled || secondFactorRequired(actor.memberships));
}
