import { randomBytes } from 'node:crypto';
import { recordAudit } from '../../audit/audit.repository.js';
import { withAudit } from '../../audit/with-audit.js';
import type { Config } from '../../config.js';
import type { Schemas } from '../../lib/api-types.js';
import type { Db } from '../../lib/db.js';
import { AppError } from '../../lib/errors.js';
import type { RequestMeta } from '../../lib/request-meta.js';
import { seal, unseal } from '../../lib/sealed-box.js';
import { authorize, type Actor, type UserActor } from '../../policy/index.js';
import { secondFactorRequired } from '../../policy/second-factor.js';
import type { RateLimiter } from '../../ratelimit/rate-limiter.js';
import { findTenantMember } from '../../users/users.repository.js';
import type { Credentials } from '../credentials.js';
import { markSessionVerified } from '../sessions.repository.js';
import {
  acceptTotpStep,
  consumeRecoveryCode,
  countRecoveryCodesLeft,
  deleteSecondFactor,
  findSecondFactor,
  replaceRecoveryCodes,
  saveUnconfirmedSecret,
} from './second-factor.repository.js';
import { matchTotpStep, newTotpSecret, otpauthUrl, qrCodeDataUrl } from './totp.js';

const RECOVERY_CODE_COUNT = 10;
const TOTP_CODE = /^\d{6}$/;

const invalidCode = (): AppError => new AppError(400, 'MFA_INVALID_CODE', 'Código inválido ou já utilizado. Confira o aplicativo autenticador e tente novamente.');
const notEnrolled = (): AppError => new AppError(409, 'MFA_NOT_ENROLLED', 'Segundo fator não configurado. Configure o aplicativo autenticador primeiro.');
const alreadyEnrolled = (): AppError => new AppError(409, 'MFA_ALREADY_ENROLLED', 'O segundo fator já está configurado para esta conta.');

/** xxxxx-xxxxx in lowercase hex: 40 random bits, easy to copy, stored only as a keyed hash. */
function newRecoveryCode(): string {
  const hex = randomBytes(5).toString('hex');
  return `${hex.slice(0, 5)}-${hex.slice(5)}`;
}

/** Spaces and dashes as people type them; recovery codes compare in lowercase. */
function normalise(code: string): string {
  return code.trim().replace(/\s+/g, '').toLowerCase();
}

/**
 * The TOTP second factor (RFC 6238): enrolment with a QR code and 10 one-time recovery codes,
 * verification that turns a half-open session into a full one, and an administrator's reset.
 * The secret is sealed (AES-256-GCM, the user id as additional data); codes work once.
 */
export class SecondFactorService {
  constructor(
    private readonly db: Db,
    private readonly deps: {
      config: Pick<Config, 'rateLimits'>;
      credentials: Credentials;
      limiter: RateLimiter;
      encryptionKey: Buffer;
      clock: () => Date;
    },
  ) {}

  async status(actor: UserActor): Promise<Schemas['MfaStatus']> {
    const factor = await findSecondFactor(this.db, actor.userId);
    const enrolled = factor?.confirmed ?? false;
    return {
      enrolled,
      required: secondFactorRequired(actor.memberships),
      sessionVerified: actor.session.mfaVerified,
      recoveryCodesRemaining: enrolled ? await countRecoveryCodesLeft(this.db, actor.userId) : 0,
    };
  }

  /** A new secret (replacing an unconfirmed one), answered once with its QR code. */
  async startEnrollment(actor: UserActor, request: RequestMeta): Promise<Schemas['MfaEnrollment']> {
    const secret = newTotpSecret();
    const saved = await saveUnconfirmedSecret(this.db, actor.userId, this.sealSecret(actor.userId, secret));
    if (!saved) throw alreadyEnrolled();
    await this.audit(this.db, actor, request, 'auth.mfa_enrollment_start');
    const url = otpauthUrl(secret, actor.email);
    return { secret, otpauthUrl: url, qrCode: await qrCodeDataUrl(url) };
  }

  /** The first code confirms the enrolment; answers the recovery codes once and counts this session as checked. */
  async confirmEnrollment(actor: UserActor, code: string, request: RequestMeta): Promise<Schemas['MfaRecoveryCodes']> {
    await this.limit(actor, request);
    const factor = await findSecondFactor(this.db, actor.userId);
    if (!factor) throw notEnrolled();
    if (factor.confirmed) throw alreadyEnrolled();
    const step = matchTotpStep(this.openSecret(actor.userId, factor.secretSealed), normalise(code), this.deps.clock());
    if (step === undefined) throw invalidCode();
    const recoveryCodes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
    await this.db.transaction().execute(async (trx) => {
      if (!(await acceptTotpStep(trx, actor.userId, step, { confirm: true }))) throw invalidCode();
      await replaceRecoveryCodes(
        trx,
        actor.userId,
        recoveryCodes.map((recovery) => this.deps.credentials.hash('recovery-code', `${actor.userId}:${recovery}`)),
      );
      await markSessionVerified(trx, actor.session.id);
      await this.audit(trx, actor, request, 'auth.mfa_enroll');
    });
    return { recoveryCodes };
  }

  /** A TOTP code (6 digits) or a recovery code; the session becomes a full, checked one. */
  async verify(actor: UserActor, code: string, request: RequestMeta): Promise<Schemas['MfaVerification']> {
    await this.limit(actor, request);
    const factor = await findSecondFactor(this.db, actor.userId);
    if (!factor?.confirmed) throw notEnrolled();
    const typed = normalise(code);
    const usedRecoveryCode = !TOTP_CODE.test(typed);
    await this.db.transaction().execute(async (trx) => {
      if (usedRecoveryCode) {
        const hash = this.deps.credentials.hash('recovery-code', `${actor.userId}:${typed}`);
        if (!(await consumeRecoveryCode(trx, actor.userId, hash))) throw invalidCode();
      } else {
        const step = matchTotpStep(this.openSecret(actor.userId, factor.secretSealed), typed, this.deps.clock());
        if (step === undefined || !(await acceptTotpStep(trx, actor.userId, step, { confirm: false }))) throw invalidCode();
      }
      await markSessionVerified(trx, actor.session.id);
      await this.audit(trx, actor, request, actor.session.mfaPending ? 'auth.sign_in' : 'auth.mfa_verify', {
        method: usedRecoveryCode ? 'recovery_code' : 'totp',
        ...(actor.session.mfaPending ? { mfa: true } : {}),
      });
    });
    return {
      success: true,
      usedRecoveryCode,
      ...(usedRecoveryCode ? { recoveryCodesRemaining: await countRecoveryCodesLeft(this.db, actor.userId) } : {}),
    };
  }

  /** An administrator removes a member's factor (lost phone); the member enrols again when asked. */
  async reset(actor: Actor, tenantId: string, userId: string, request: RequestMeta): Promise<void> {
    authorize(actor, 'users.mfa_reset', { tenantId });
    await withAudit(this.db, actor, request, async (trx) => {
      const member = await findTenantMember(trx, tenantId, userId);
      if (!member) throw new AppError(404, 'NOT_FOUND', 'Usuário não encontrado');
      const hadFactor = await deleteSecondFactor(trx, userId);
      return {
        result: undefined,
        audit: { tenantId, action: 'user.mfa_reset', targetType: 'user', targetId: userId, targetLabel: member.user.email, meta: { hadFactor } },
      };
    });
  }

  private async limit(actor: UserActor, request: RequestMeta): Promise<void> {
    await this.deps.limiter.hit('mfa-ip', request.ip ?? 'unknown', this.deps.config.rateLimits.mfaPerIp);
    await this.deps.limiter.hit('mfa-user', actor.userId, this.deps.config.rateLimits.mfaPerUser);
  }

  /** One row per tenant of the user, so each tenant's administrators read it in their audit log. */
  private async audit(db: Db, actor: UserActor, request: RequestMeta, action: string, meta: Record<string, unknown> = {}): Promise<void> {
    const tenantIds = actor.memberships.length > 0 ? actor.memberships.map((m) => m.tenantId) : [null];
    for (const tenantId of tenantIds) {
      await recordAudit(db, actor, request, { tenantId, action, targetType: 'user', targetId: actor.userId, targetLabel: actor.email, meta });
    }
  }

  private sealSecret(userId: string, secret: string): string {
    return seal(this.deps.encryptionKey, `totp:${userId}`, Buffer.from(secret, 'utf8'));
  }

  private openSecret(userId: string, sealed: string): string {
    return unseal(this.deps.encryptionKey, `totp:${userId}`, sealed).toString('utf8');
  }
}
