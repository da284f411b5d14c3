import type { Logger } from 'pino';
import { recordAudit } from '../audit/audit.repository.js';
import type { Config } from '../config.js';
import type { Schemas } from '../lib/api-types.js';
import type { Db } from '../lib/db.js';
import type { RequestMeta } from '../lib/request-meta.js';
import type { Mailer } from '../mail/mailer.js';
import { signupMail } from '../mail/templates.js';
import type { RateLimiter } from '../ratelimit/rate-limiter.js';
import { insertTenant } from '../tenants/tenants.repository.js';
import { findUserByEmail, insertUser, upsertMembership } from '../users/users.repository.js';
import type { AuthService } from './auth.service.js';
import type { Credentials } from './credentials.js';

export const SIGNUP_ACCEPTED_MESSAGE = 'Verifique seu e-mail: enviamos um link para concluir o acesso.';

function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}

/**
 * Self-service sign-up: a new tenant whose first user is its TENANT_ADMIN. An address that already
 * has an account gets the same answer and an ordinary sign-in link, never a second tenant.
 */
export class SignupService {
  constructor(
    private readonly db: Db,
    private readonly deps: {
      config: Pick<Config, 'rateLimits'>;
      auth: AuthService;
      credentials: Credentials;
      mailer: Mailer;
      limiter: RateLimiter;
      logger: Logger;
    },
  ) {}

  async signup(body: Schemas['SignupRequest'], request: RequestMeta): Promise<void> {
    const email = body.email.trim().toLowerCase();
    const name = body.name.trim();
    const tenantName = body.tenantName.trim();
    await this.deps.limiter.hit('signup-ip', request.ip ?? 'unknown', this.deps.config.rateLimits.signupPerIp);
    await this.deps.limiter.hit('login-email', email, this.deps.config.rateLimits.loginPerEmail);

    const existing = await findUserByEmail(this.db, email);
    if (existing) {
      if (await this.deps.auth.canSignIn(existing)) await this.deps.auth.sendSignInLink(existing, undefined, request);
      return;
    }
    let link: string;
    try {
      link = await this.db.transaction().execute(async (trx) => {
        const tenant = await insertTenant(trx, { name: tenantName });
        const user = await insertUser(trx, { email, name });
        await upsertMembership(trx, tenant.id, user.id, ['TENANT_ADMIN']);
        await recordAudit(trx, { type: 'user', userId: user.id }, request, {
          tenantId: tenant.id,
          action: 'tenant.signup',
          targetType: 'tenant',
          targetId: tenant.id,
        });
        return this.deps.credentials.issueMagicLink(trx, user.id, { purpose: 'signup', request });
      });
    } catch (error) {
      // The same address signed up concurrently: the first request won, this one is answered alike.
      if (isUniqueViolation(error)) return;
      throw error;
    }
    this.deps.mailer.sendInBackground({
      to: email,
      link,
      ...signupMail({ link, name, tenantName, ttlMinutes: this.deps.credentials.magicLinkTtlMinutes }),
    });
  }
}
