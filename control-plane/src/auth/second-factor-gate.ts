import type { UserRow } from '../db/identity-tables.js';
import type { Db } from '../lib/db.js';
import type { RequestMeta } from '../lib/request-meta.js';
import type { Membership } from '../policy/index.js';
import { secondFactorRequired } from '../policy/second-factor.js';
import { loadMemberships } from '../users/users.repository.js';
import type { Credentials, NewSession } from './credentials.js';
import { findSecondFactor } from './mfa/second-factor.repository.js';

export const MFA_CODE_MESSAGE = 'Informe o código do aplicativo autenticador para concluir a entrada.';
export const MFA_ENROLL_MESSAGE = 'Sua organização exige um segundo fator. Configure um aplicativo autenticador para concluir a entrada.';

export interface GatedSession {
  session: NewSession;
  memberships: Membership[];
  requiresMFA: boolean;
  mfaEnrolled: boolean;
  /** With requiresMFA: what the person is asked to do (enter the code, or enrol first). */
  message: string | undefined;
}

/**
 * Every way in that proves the e-mail (magic link, single sign-on, an accepted invitation) opens its
 * session here: half-open when a second factor is due (the user has one, or a tenant's policy asks for
 * it), so only the second-factor calls accept it until the code is given. Inside the caller's transaction.
 */
export async function openGatedSession(trx: Db, credentials: Credentials, user: UserRow, request: RequestMeta, replacing: string | undefined): Promise<GatedSession> {
  const memberships = await loadMemberships(trx, user.id);
  const mfaEnrolled = (await findSecondFactor(trx, user.id))?.confirmed ?? false;
  const requiresMFA = mfaEnrolled || secondFactorRequired(memberships);
  const session = await credentials.openSession(trx, user.id, request, replacing, { mfaPending: requiresMFA });
  const message = requiresMFA ? (mfaEnrolled ? MFA_CODE_MESSAGE : MFA_ENROLL_MESSAGE) : undefined;
  return { session, memberships, requiresMFA, mfaEnrolled, message };
}
