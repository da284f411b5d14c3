import type { ApolloClient } from '@apollo/client';
import type { Dispatch } from 'react';
import { i18n } from '../../../lib/i18n';
import { getErrorCode, getErrorStatus, getServerMessage, isNetworkError } from '../../../lib/apollo';
import { clearStoredTokens, getViewerToken, setAuthMode, setCsrfToken, setViewerToken, type AuthMode } from '../../../lib/credentials';
import { clientErrors } from '../../../lib/client-errors';
import { WhoamiQuery } from '../api/whoami';
import { VerifyTokenQuery } from '../api/verifyToken';
import { VerifyMagicLinkQuery } from '../api/verifyMagicLink';
import { SignInVerificationFragment } from '../api/signInVerification';
import { getFragmentData } from '../../../gql';
import { LogoutMutation } from '../api/logout';
import type { AuthAction, TokenInfo } from './authReducer';
import { validateTokenFormat } from './tokenValidation';

export class AuthError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AuthError';
  }
}

/** Loads whoami from the server (into the cache) and switches the links to session mode. */
export async function fetchWhoami(client: ApolloClient): Promise<boolean> {
  const { data } = await client.query({
    query: WhoamiQuery,
    fetchPolicy: 'network-only',
    context: { skipAuthRedirect: true, requestClient: 'auth' },
  });
  const whoami = data?.whoami;
  if (!whoami) return false;
  setCsrfToken(whoami.csrfToken);
  setAuthMode('session');
  return true;
}

/**
 * Token login (spec §5): format rules, then the server must answer valid=true. On success
 * the token is kept in session storage and the links switch to token mode.
 */
/** 401 codes of a token that exists but may no longer be used. */
const ENDED_TOKEN_CODES = new Set(['TOKEN_REVOKED', 'TOKEN_EXPIRED', 'TOKEN_INACTIVE']);

export async function verifyViewerToken(client: ApolloClient, raw: string): Promise<TokenInfo> {
  const format = validateTokenFormat(raw);
  if (!format.ok) throw new AuthError(format.error);
  let result;
  try {
    result = await client.query({
      query: VerifyTokenQuery,
      fetchPolicy: 'no-cache',
      context: { skipAuthRedirect: true, requestClient: 'auth', headers: { Authorization: `Bearer ${format.token}` } },
    });
  } catch (error) {
    const status = getErrorStatus(error);
    // A real token that was revoked, expired or whose project was deactivated: the server says which.
    if (status === 401 && ENDED_TOKEN_CODES.has(getErrorCode(error) ?? '')) throw new AuthError(getServerMessage(error) ?? i18n.t('auth:token.errors.invalid'));
    if (status === 401) throw new AuthError(i18n.t('auth:token.errors.invalid'));
    throw new AuthError(getServerMessage(error) ?? i18n.t('auth:token.errors.failed'));
  }
  const verification = result.data?.verifyToken;
  if (!verification?.valid) throw new AuthError(i18n.t('auth:token.errors.invalid'));
  setViewerToken(format.token);
  setAuthMode('token');
  return {
    kind: verification.kind ?? null,
    projectId: verification.projectId ?? format.projectId,
    projectName: verification.projectName ?? null,
    tenantId: verification.tenantId ?? null,
    expiresAt: verification.expiresAt ?? null,
  };
}

/**
 * Initialisation (spec §4): a stored viewer token is tried first and dropped if it fails;
 * otherwise whoami decides. 401 → unauthenticated; no answer → unauthenticated with the
 * connection message; any other error is stored.
 */
export async function initializeAuth(client: ApolloClient, dispatch: Dispatch<AuthAction>): Promise<void> {
  dispatch({ type: 'INIT_START' });
  const stored = getViewerToken();
  if (stored) {
    try {
      const token = await verifyViewerToken(client, stored);
      dispatch({ type: 'TOKEN_AUTHENTICATED', token });
      return;
    } catch {
      setViewerToken(null);
      setAuthMode('anonymous');
    }
  }
  try {
    const ok = await fetchWhoami(client);
    dispatch(ok ? { type: 'SESSION_AUTHENTICATED' } : { type: 'UNAUTHENTICATED' });
  } catch (error) {
    setAuthMode('anonymous');
    const status = getErrorStatus(error);
    if (status === 401) {
      dispatch({ type: 'UNAUTHENTICATED' });
    } else if (status === undefined && isNetworkError(error)) {
      dispatch({ type: 'UNAUTHENTICATED', error: i18n.t('errors:network.connection') });
    } else {
      const message = getServerMessage(error) ?? i18n.t('errors:auth.init');
      clientErrors.error(`Auth initialisation failed: ${message}`, { context: { status } });
      dispatch({ type: 'FAILED', error: message });
    }
  }
}

export type MagicLinkOutcome =
  | { kind: 'authenticated'; redirectTo: string }
  /** `enrolled`: false = the person enrols an authenticator app first. */
  | { kind: 'mfa_required'; message: string | null; enrolled: boolean; redirectTo: string };

const magicLinkRequests = new Map<string, Promise<MagicLinkOutcome>>();

/**
 * A single-use credential (a link's token, a sign-in's state) is verified once: every caller of the
 * same key shares the one request (React's development double effects included).
 */
export function verifiedOnce(pending: Map<string, Promise<MagicLinkOutcome>>, key: string, verify: () => Promise<MagicLinkOutcome>): Promise<MagicLinkOutcome> {
  const known = pending.get(key);
  if (known) return known;
  const request = verify();
  pending.set(key, request);
  return request;
}

/** Magic-link verification (spec §4). */
export function verifyMagicLink(client: ApolloClient, token: string, dispatch: Dispatch<AuthAction>): Promise<MagicLinkOutcome> {
  return verifiedOnce(magicLinkRequests, token, async () => {
    let verification;
    try {
      const { data } = await client.query({
        query: VerifyMagicLinkQuery,
        variables: { token },
        fetchPolicy: 'no-cache',
        context: { skipAuthRedirect: true, noRetry: true, requestClient: 'auth' },
      });
      verification = data?.verifyMagicLink;
    } catch {
      throw new AuthError(i18n.t('auth:callback.invalid'));
    }
    if (!verification) throw new AuthError(i18n.t('auth:callback.invalid'));
    return finishSignIn(client, getFragmentData(SignInVerificationFragment, verification), dispatch);
  });
}

/** What a sign-in callback (magic link or single sign-on) answers. */
export interface SignInVerification {
  success: boolean;
  requiresMFA?: boolean | null;
  mfaEnrolled?: boolean | null;
  userId?: string | null;
  message?: string | null;
  redirectTo?: string | null;
  user?: { id: string; name?: string | null; email: string } | null;
}

/**
 * The end of every sign-in (spec §4): with a second factor due, status becomes mfa_required and
 * the user is kept without a session; otherwise whoami is fetched and status becomes authenticated.
 */
export async function finishSignIn(client: ApolloClient, verification: SignInVerification, dispatch: Dispatch<AuthAction>): Promise<MagicLinkOutcome> {
  if (verification.requiresMFA) {
    const message = verification.message ?? null;
    dispatch({
      type: 'MFA_REQUIRED',
      user: {
        userId: verification.user?.id ?? verification.userId ?? null,
        name: verification.user?.name ?? null,
        email: verification.user?.email ?? null,
      },
      message,
    });
    return {
      kind: 'mfa_required',
      message,
      enrolled: verification.mfaEnrolled ?? true,
      redirectTo: safeRedirect(verification.redirectTo) ?? '/welcome',
    };
  }
  if (!verification.success) throw new AuthError(verification.message || i18n.t('auth:callback.invalid'));
  setViewerToken(null);
  try {
    const ok = await fetchWhoami(client);
    if (!ok) throw new Error('whoami');
  } catch {
    throw new AuthError(i18n.t('auth:callback.invalid'));
  }
  dispatch({ type: 'SESSION_AUTHENTICATED' });
  return { kind: 'authenticated', redirectTo: safeRedirect(verification.redirectTo) ?? '/welcome' };
}

/** Only paths of this app (no protocol-relative or absolute URLs). */
export function safeRedirect(path: string | null | undefined): string | null {
  if (!path || !path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return null;
  return path;
}

/**
 * Logout (spec §4): session mode calls the server, token mode drops the stored token. The
 * state resets to anonymous even when the call fails.
 */
export async function logout(client: ApolloClient, mode: AuthMode, dispatch: Dispatch<AuthAction>): Promise<void> {
  try {
    if (mode === 'session') {
      await client.mutate({ mutation: LogoutMutation, context: { skipAuthRedirect: true, noRetry: true, requestClient: 'auth' } });
    }
  } catch (error) {
    clientErrors.warn('Logout request failed', { context: { status: getErrorStatus(error) } });
  } finally {
    setViewerToken(null);
    clearStoredTokens();
    setAuthMode('anonymous');
    dispatch({ type: 'LOGGED_OUT' });
    await client.clearStore().catch(() => undefined);
  }
}

/** Refresh session (spec §4): reloads whoami; a 401 logs out. */
export async function refreshSession(client: ApolloClient, dispatch: Dispatch<AuthAction>): Promise<void> {
  try {
    const ok = await fetchWhoami(client);
    if (!ok) await logout(client, 'anonymous', dispatch);
  } catch (error) {
    if (getErrorStatus(error) === 401) await logout(client, 'anonymous', dispatch);
    else clientErrors.warn('Session refresh failed', { context: { status: getErrorStatus(error) } });
  }
}
