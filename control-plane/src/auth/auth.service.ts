import type { Logger } from 'pino';
import { recordAudit } from '../audit/audit.repository.js';
import type { Config } from '../config.js';
import type { UserRow } from '../db/identity-tables.js';
import type { Schemas, UserDto } from '../lib/api-types.js';
import type { Db } from '../lib/db.js';
import { AppError, invalid, notFound, unauthenticated } from '../lib/errors.js';
import type { RequestMeta } from '../lib/request-meta.js';
import type { Mailer } from '../mail/mailer.js';
import { magicLinkMail } from '../mail/templates.js';
import { visibleTenantIds, type Membership, type UserActor } from '../policy/index.js';
import type { RateLimiter } from '../ratelimit/rate-limiter.js';
import { toUserDto } from '../users/user-dto.js';
import { countActiveMemberships, findUserByEmail, findUserById, loadMemberships, touchLastLogin, updateUser } from '../users/users.repository.js';
import type { Credentials, NewSession } from './credentials.js';
import { SingleFlight } from '../lib/single-flight.js';
import { consumeMagicLink } from './links.repository.js';
import { openGatedSession } from './second-factor-gate.js';
import { extendSession, findOpenSession, listOpenSessions, revokeSessionByHash, revokeUserSession } from './sessions.repository.js';

/** Sessions are extended (sliding expiry) at most this often. */
const SLIDE_AFTER_MS = 5 * 60 * 1000;

export const LOGIN_ACCEPTED_MESSAGE = 'Se o e-mail estiver cadastrado, você receberá um link de acesso em instantes.';


const invalidLink = (): AppError => new AppError(400, 'INVALID_LINK', 'Link de acesso inválido ou expirado');

/** The User of the contract as seen from one membership (the first one when none is given). */
export function userDtoFor(user: UserRow, membership: Membership | undefined): UserDto {
  return toUserDto(user, {
    ...(membership ? { tenantId: membership.tenantId } : {}),
    roles: membership?.roles ?? [],
    memberActive: true,
    projectRoles: membership?.projects.map((grant) => ({ projectId: grant.projectId, role: grant.role })) ?? [],
  });
}

export interface AuthenticatedSession {
  actor: UserActor;
  /** Set when the expiry slid forward: the cookies should be sent again. */
  extended: boolean;
}

export class AuthService {
  private readonly sessionReads = new SingleFlight<AuthenticatedSession | undefined>();

  constructor(
    private readonly db: Db,
    private readonly deps: {
      config: Pick<Config, 'rateLimits' | 'sessionTtlSeconds'>;
      credentials: Credentials;
      mailer: Mailer;
      limiter: RateLimiter;
      logger: Logger;
    },
  ) {}

  /** Whether the address may receive a sign-in link: an active account with at least one active membership. */
  async canSignIn(user: UserRow | undefined): Promise<boolean> {
    return user !== undefined && user.is_active && (await countActiveMemberships(this.db, user.id)) > 0;
  }

  /** Same outcome for every address: a link is e-mailed only to accounts that can sign in. */
  async requestMagicLink(body: Schemas['MagicLinkRequest'], request: RequestMeta): Promise<void> {
    const email = body.email.trim().toLowerCase();
    await this.deps.limiter.hit('login-ip', request.ip ?? 'unknown', this.deps.config.rateLimits.loginPerIp);
    await this.deps.limiter.hit('login-email', email, this.deps.config.rateLimits.loginPerEmail);
    const user = await findUserByEmail(this.db, email);
    if (!user || !(await this.canSignIn(user))) return;
    await this.sendSignInLink(user, body.redirectTo, request);
  }

  async sendSignInLink(user: UserRow, redirectTo: string | undefined, request: RequestMeta): Promise<void> {
    const link = await this.deps.credentials.issueMagicLink(this.db, user.id, { purpose: 'login', redirectTo, request });
    this.deps.mailer.sendInBackground({
      to: user.email,
      link,
      ...magicLinkMail({ link, name: user.name, ttlMinutes: this.deps.credentials.magicLinkTtlMinutes }),
    });
  }

  async verifyMagicLink(
    token: string,
    request: RequestMeta,
    replacing?: string,
  ): Promise<{ result: Schemas['MagicLinkVerification']; session: NewSession }> {
    await this.deps.limiter.hit('callback-ip', request.ip ?? 'unknown', this.deps.config.rateLimits.callbackPerIp);
    const tokenHash = this.deps.credentials.hash('magic-link', token);
    return this.db.transaction().execute(async (trx) => {
      const link = await consumeMagicLink(trx, tokenHash);
      if (!link) throw invalidLink();
      const user = await findUserById(trx, link.userId);
      if (!user?.is_active) throw invalidLink();
      return this.openSignedInSession(trx, user, request, replacing, { method: 'magic_link', redirectTo: link.redirectTo });
    });
  }

  /**
   * The end of every sign-in (magic link, single sign-on): opens the session, half-open when a
   * second factor is due (the user has one, or a tenant's policy asks for it), and audits it.
   * Runs inside the caller's transaction.
   */
  async openSignedInSession(
    trx: Db,
    user: UserRow,
    request: RequestMeta,
    replacing: string | undefined,
    how: { method: 'magic_link' | 'oidc'; redirectTo?: string | null; tenantId?: string },
  ): Promise<{ result: Schemas['MagicLinkVerification']; session: NewSession }> {
    const { session, memberships, requiresMFA, mfaEnrolled, message } = await openGatedSession(trx, this.deps.credentials, user, request, replacing);
    const signedIn = await touchLastLogin(trx, user.id);
    const membership = memberships.find((m) => m.tenantId === how.tenantId) ?? memberships[0];
    await recordAudit(trx, { type: 'user', userId: user.id }, request, {
      tenantId: membership?.tenantId ?? null,
      action: requiresMFA ? 'auth.mfa_challenge' : 'auth.sign_in',
      targetType: 'user',
      targetId: user.id,
      meta: { method: how.method },
    });
    return {
      result: {
        success: !requiresMFA,
        user: userDtoFor(signedIn, membership),
        requiresMFA,
        userId: user.id,
        ...(requiresMFA ? { mfaEnrolled, message } : {}),
        ...(how.redirectTo ? { redirectTo: how.redirectTo } : {}),
      },
      session,
    };
  }

  /** The actor behind a session cookie, or undefined when the session is unknown, ended or its user inactive. */
  /**
   * The session of a raw cookie value. Requests of one session that arrive together (a page's
   * queries, many streams reopened at once) share one read while it is in flight.
   */
  authenticateSession(rawToken: string): Promise<AuthenticatedSession | undefined> {
    const tokenHash = this.deps.credentials.hash('session', rawToken);
    return this.sessionReads.run(tokenHash, () => this.readSession(tokenHash));
  }

  private async readSession(tokenHash: string): Promise<AuthenticatedSession | undefined> {
    const session = await findOpenSession(this.db, tokenHash);
    if (!session) return undefined;
    let expiresAt = session.expiresAt;
    let extended = false;
    if (Date.now() - session.lastSeenAt.getTime() > SLIDE_AFTER_MS) {
      const next = await extendSession(this.db, session.id, this.deps.config.sessionTtlSeconds);
      if (next) {
        expiresAt = next;
        extended = true;
      }
    }
    const memberships = await loadMemberships(this.db, session.user.id);
    return {
      actor: {
        type: 'user',
        userId: session.user.id,
        email: session.user.email,
        name: session.user.name,
        session: {
          id: session.id,
          csrfToken: session.csrfToken,
          createdAt: session.createdAt,
          expiresAt,
          mfaPending: session.mfaPending,
          mfaVerified: session.mfaVerified,
        },
        memberships,
        mfaEnrolled: session.mfaEnrolled,
      },
      extended,
    };
  }

  async whoami(actor: UserActor, tenantHeader: string | undefined): Promise<Schemas['WhoamiResponse']> {
    const user = await findUserById(this.db, actor.userId);
    if (!user) throw unauthenticated();
    const visible = new Set(visibleTenantIds(actor));
    const memberships = actor.memberships.filter((m) => visible.has(m.tenantId));
    const current = memberships.find((m) => m.tenantId === tenantHeader) ?? memberships[0];
    return {
      user: userDtoFor(user, current),
      session: {
        id: actor.session.id,
        authMode: 'session',
        createdAt: actor.session.createdAt.toISOString(),
        expiresAt: actor.session.expiresAt.toISOString(),
      },
      csrfToken: actor.session.csrfToken,
      tenants: memberships.map((m) => ({ tenantId: m.tenantId, tenantName: m.tenantName, roles: m.roles })),
    };
  }

  /** Ends the session of this cookie, if there is one. */
  async logout(rawToken: string | undefined, request: RequestMeta): Promise<void> {
    if (!rawToken) return;
    const userId = await revokeSessionByHash(this.db, this.deps.credentials.hash('session', rawToken));
    if (userId) {
      await recordAudit(this.db, { type: 'user', userId }, request, {
        tenantId: null,
        action: 'auth.sign_out',
        targetType: 'user',
        targetId: userId,
      });
    }
  }

  /** The user's own display name; recorded in the audit log of each of their tenants. */
  async updateProfile(actor: UserActor, body: Schemas['UpdateProfileRequest'], request: RequestMeta): Promise<UserDto> {
    const name = body.name.trim();
    if (!name) throw invalid('name', 'não pode ser vazio');
    return this.db.transaction().execute(async (trx) => {
      const before = await findUserById(trx, actor.userId);
      if (!before) throw unauthenticated();
      await updateUser(trx, actor.userId, { name });
      const after = await findUserById(trx, actor.userId);
      if (!after) throw unauthenticated();
      if (before.name !== after.name) {
        for (const membership of actor.memberships) {
          await recordAudit(trx, actor, request, {
            tenantId: membership.tenantId,
            action: 'user.profile_update',
            targetType: 'user',
            targetId: actor.userId,
            targetLabel: actor.email,
            before: { name: before.name },
            after: { name: after.name },
          });
        }
      }
      return userDtoFor(after, actor.memberships[0]);
    });
  }

  async listSessions(actor: UserActor): Promise<Schemas['UserSession'][]> {
    return (await listOpenSessions(this.db, actor.userId)).map((session) => ({
      id: session.id,
      createdAt: session.createdAt.toISOString(),
      lastSeenAt: session.lastSeenAt.toISOString(),
      expiresAt: session.expiresAt.toISOString(),
      userAgent: session.userAgent,
      ip: session.ip,
      current: session.id === actor.session.id,
    }));
  }

  /** Ends one of the caller's own sessions; says whether it was the current one (then the cookies go too). */
  async endSession(actor: UserActor, sessionId: string, request: RequestMeta): Promise<{ current: boolean }> {
    return this.db.transaction().execute(async (trx) => {
      if (!(await revokeUserSession(trx, actor.userId, sessionId))) throw notFound('Sessão não encontrada');
      await recordAudit(trx, actor, request, {
        tenantId: null,
        action: 'auth.session_end',
        targetType: 'session',
        targetId: sessionId,
        targetLabel: actor.email,
      });
      return { current: sessionId === actor.session.id };
    });
  }
}
