import type { Config } from '../config.js';
import { hmacHash, randomToken } from '../lib/crypto.js';
import type { Db } from '../lib/db.js';
import type { RequestMeta } from '../lib/request-meta.js';
import { insertMagicLink } from './links.repository.js';
import { insertSession, revokeSessionByHash } from './sessions.repository.js';

/** A freshly opened session: the raw cookie value exists only here, the database keeps its hash. */
export interface NewSession {
  id: string;
  token: string;
  csrfToken: string;
  createdAt: Date;
  expiresAt: Date;
}

export type SecretPurpose = 'magic-link' | 'session' | 'invite' | 'recovery-code' | 'oidc-state' | 'oidc-browser';

/** Issues the secrets of sign-in (magic links, sessions, invite tokens) and hashes them for storage. */
export class Credentials {
  constructor(
    private readonly pepper: string,
    private readonly config: Pick<Config, 'publicUrl' | 'magicLinkTtlSeconds' | 'sessionTtlSeconds'>,
  ) {}

  hash(purpose: SecretPurpose, secret: string): string {
    return hmacHash(this.pepper, `${purpose}:${secret}`);
  }

  /** A new single-use sign-in link for the user; returns the URL to e-mail. */
  async issueMagicLink(
    db: Db,
    userId: string,
    options: { purpose: 'login' | 'signup'; redirectTo?: string | undefined; request: RequestMeta },
  ): Promise<string> {
    const token = randomToken(32);
    await insertMagicLink(db, {
      tokenHash: this.hash('magic-link', token),
      userId,
      purpose: options.purpose,
      redirectTo: options.redirectTo ?? null,
      ttlSeconds: this.config.magicLinkTtlSeconds,
      ip: options.request.ip ?? null,
    });
    return `${this.config.publicUrl}/auth/callback?token=${token}`;
  }

  inviteLink(token: string): string {
    return `${this.config.publicUrl}/auth/invite/accept?token=${token}`;
  }

  /**
   * Opens a new session. `replacing` is the session cookie the browser sent with the sign-in, if
   * any: it is ended here, so a session id known before sign-in never works after it (no fixation).
   */
  async openSession(
    db: Db,
    userId: string,
    request: RequestMeta,
    replacing?: string,
    options: { mfaPending?: boolean } = {},
  ): Promise<NewSession> {
    if (replacing) await revokeSessionByHash(db, this.hash('session', replacing));
    const token = randomToken(32);
    const csrfToken = randomToken(32);
    const row = await insertSession(db, {
      tokenHash: this.hash('session', token),
      userId,
      csrfToken,
      ttlSeconds: this.config.sessionTtlSeconds,
      ip: request.ip ?? null,
      userAgent: request.userAgent?.slice(0, 500) ?? null,
      mfaPending: options.mfaPending ?? false,
    });
    return { id: row.id, token, csrfToken, createdAt: row.createdAt, expiresAt: row.expiresAt };
  }

  get magicLinkTtlMinutes(): number {
    return Math.max(1, Math.round(this.config.magicLinkTtlSeconds / 60));
  }
}
