import { parse as parseCookies } from 'cookie';
import type { Request, Response } from 'express';
import type { AuthService } from '../auth/auth.service.js';
import { safeEqual } from '../lib/crypto.js';
import { AppError, invalidToken, unauthenticated } from '../lib/errors.js';
import type { Actor, TokenActor, UserActor } from '../policy/index.js';
import { secondFactorPending } from '../policy/second-factor.js';
import type { TokensService } from '../tokens/tokens.service.js';
import { SESSION_COOKIE, setSessionCookies, type CookiePolicy } from './cookies.js';

/**
 * public: no credentials read. optional: an actor if the request carries valid ones.
 * required: a session or a token. session: a session only. token: a bearer token only.
 * mfa: a session, also a half-open one whose second factor is not yet checked (the second-factor
 * calls only); every other mode treats a half-open session as no session.
 */
export type AuthMode = 'public' | 'optional' | 'required' | 'session' | 'token' | 'mfa';

export type ActorOf<M extends AuthMode> = M extends 'required'
  ? Actor
  : M extends 'session' | 'mfa'
    ? UserActor
    : M extends 'token'
      ? TokenActor
      : M extends 'optional'
        ? Actor | undefined
        : undefined;

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const csrfInvalid = (): AppError => new AppError(403, 'CSRF_INVALID', 'Token CSRF inválido ou ausente');
const mfaRequired = (): AppError =>
  new AppError(403, 'MFA_REQUIRED', 'Confirme o código do segundo fator para continuar. Sua organização passou a exigir o segundo fator.');

export function sessionCookieOf(req: Request): string | undefined {
  return cookieOf(req, SESSION_COOKIE);
}

export function cookieOf(req: Request, name: string): string | undefined {
  const header = req.headers.cookie;
  return header ? parseCookies(header)[name] : undefined;
}

/**
 * Resolves who is calling. A bearer header wins over a cookie. A session used for a POST, PUT,
 * PATCH or DELETE must come with X-CSRF-Token equal to its CSRF token.
 */
export function createAuthenticator(deps: { auth: AuthService; tokens: TokensService; cookies: CookiePolicy }) {
  async function resolve(req: Request, res: Response, mode: AuthMode, readsOnly: boolean): Promise<Actor | undefined> {
    const authorization = req.get('authorization');
    const bearer = authorization?.match(/^Bearer\s+(.+)$/i)?.[1]?.trim();
    if (bearer) {
      if (mode === 'session' || mode === 'mfa') throw unauthenticated();
      return deps.tokens.authenticate(bearer);
    }
    if (mode === 'token') throw invalidToken();

    const raw = sessionCookieOf(req);
    const found = raw ? await deps.auth.authenticateSession(raw) : undefined;
    if (!raw || !found || (found.actor.session.mfaPending && mode !== 'mfa')) {
      if (mode === 'optional') return undefined;
      throw unauthenticated();
    }
    if (MUTATING.has(req.method)) {
      const header = req.get('x-csrf-token');
      if (!header || !safeEqual(header, found.actor.session.csrfToken)) throw csrfInvalid();
      // A session opened before its tenant asked for a second factor gives the code before any change.
      if ((mode === 'session' || mode === 'required') && !readsOnly && secondFactorPending(found.actor)) throw mfaRequired();
    }
    if (found.extended) {
      setSessionCookies(res, deps.cookies, { token: raw, csrfToken: found.actor.session.csrfToken, expiresAt: found.actor.session.expiresAt });
    }
    return found.actor;
  }

  return async function authenticate<M extends AuthMode>(
    req: Request,
    res: Response,
    mode: M,
    options: { readsOnly?: boolean } = {},
  ): Promise<ActorOf<M>> {
    if (mode === 'public') return undefined as ActorOf<M>;
    try {
      return (await resolve(req, res, mode, options.readsOnly ?? false)) as ActorOf<M>;
    } catch (error) {
      // Optional credentials that do not check out are ignored, except a session without its CSRF token.
      if (mode === 'optional' && error instanceof AppError && error.status === 401) return undefined as ActorOf<M>;
      throw error;
    }
  };
}

export type Authenticate = ReturnType<typeof createAuthenticator>;
