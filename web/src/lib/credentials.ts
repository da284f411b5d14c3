import { STORAGE_KEYS, readString, writeString } from './storage';

/**
 * What the Apollo links need to authenticate a request. The auth feature writes it; the
 * links read it. Kept outside React so links do not depend on rendering.
 */
export type AuthMode = 'anonymous' | 'session' | 'token';

let authMode: AuthMode = 'anonymous';
let csrfToken: string | null = null;

export function getAuthMode(): AuthMode {
  return authMode;
}

export function setAuthMode(mode: AuthMode): void {
  authMode = mode;
}

export function setCsrfToken(token: string | null): void {
  csrfToken = token;
}

/** The csrf_token cookie wins over the value whoami returned (spec §7). */
export function getCsrfToken(): string | null {
  return readCsrfCookie() ?? csrfToken;
}

export function readCsrfCookie(): string | null {
  if (typeof document === 'undefined') return null;
  for (const part of document.cookie.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === 'csrf_token' && rest.length > 0) return decodeURIComponent(rest.join('='));
  }
  return null;
}

export function getViewerToken(): string | null {
  return readString('session', STORAGE_KEYS.viewerToken);
}

export function setViewerToken(token: string | null): void {
  writeString('session', STORAGE_KEYS.viewerToken, token);
}

/** A stored auth token (session storage first, then local storage). */
export function getStoredAuthToken(): string | null {
  return readString('session', STORAGE_KEYS.authToken) ?? readString('local', STORAGE_KEYS.authToken);
}

/** Removes every stored credential (401, logout). */
export function clearStoredTokens(): void {
  writeString('session', STORAGE_KEYS.viewerToken, null);
  writeString('session', STORAGE_KEYS.authToken, null);
  writeString('local', STORAGE_KEYS.authToken, null);
  csrfToken = null;
}
