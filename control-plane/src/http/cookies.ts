import type { Response } from 'express';

export const SESSION_COOKIE = 'vigia_session';
export const CSRF_COOKIE = 'csrf_token';

export interface CookiePolicy {
  /** Secure cookies when the public address is https. */
  secure: boolean;
}

/** The session cookie (HttpOnly) and the CSRF cookie the web app reads to fill X-CSRF-Token. */
export function setSessionCookies(
  res: Response,
  policy: CookiePolicy,
  session: { token: string; csrfToken: string; expiresAt: Date },
): void {
  const maxAge = Math.max(0, session.expiresAt.getTime() - Date.now());
  const common = { path: '/', sameSite: 'lax' as const, secure: policy.secure, maxAge };
  res.cookie(SESSION_COOKIE, session.token, { ...common, httpOnly: true });
  res.cookie(CSRF_COOKIE, session.csrfToken, { ...common, httpOnly: false });
}

export function clearSessionCookies(res: Response, policy: CookiePolicy): void {
  const common = { path: '/', sameSite: 'lax' as const, secure: policy.secure };
  res.clearCookie(SESSION_COOKIE, { ...common, httpOnly: true });
  res.clearCookie(CSRF_COOKIE, { ...common, httpOnly: false });
}

/** Binds a single sign-on in progress to the browser that started it (HttpOnly, as long as the flow lives). */
export const SSO_COOKIE = 'vigia_sso';

export function setSsoCookie(res: Response, policy: CookiePolicy, value: string, maxAgeSeconds: number): void {
  res.cookie(SSO_COOKIE, value, { path: '/', sameSite: 'lax', secure: policy.secure, httpOnly: true, maxAge: maxAgeSeconds * 1000 });
}

export function clearSsoCookie(res: Response, policy: CookiePolicy): void {
  res.clearCookie(SSO_COOKIE, { path: '/', sameSite: 'lax', secure: policy.secure, httpOnly: true });
}
