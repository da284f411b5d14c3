import type { AuthMode } from '../../../lib/credentials';

/** Auth status of spec §4. */
export type AuthStatus = 'loading' | 'authenticated' | 'unauthenticated' | 'mfa_required';

/** What a verified viewer or run token tells about itself. */
export interface TokenInfo {
  kind: 'VIEWER' | 'RUN' | null;
  projectId: string;
  projectName: string | null;
  tenantId: string | null;
  expiresAt: string | null;
}

/** The user kept while a second factor is pending (magic link with MFA). */
export interface PendingMfaUser {
  userId: string | null;
  name: string | null;
  email: string | null;
}

/**
 * Auth state (spec §3). The session user itself is not copied here: it is read from the
 * Apollo cache (whoami), so there is one copy of server data.
 */
export interface AuthState {
  status: AuthStatus;
  authMode: AuthMode;
  token: TokenInfo | null;
  mfaUser: PendingMfaUser | null;
  message: string | null;
  error: string | null;
  isLoading: boolean;
}

export type AuthAction =
  | { type: 'INIT_START' }
  | { type: 'SESSION_AUTHENTICATED' }
  | { type: 'TOKEN_AUTHENTICATED'; token: TokenInfo }
  | { type: 'UNAUTHENTICATED'; error?: string | null }
  | { type: 'FAILED'; error: string }
  | { type: 'MFA_REQUIRED'; user: PendingMfaUser; message: string | null }
  | { type: 'LOGGED_OUT' };

export const initialAuthState: AuthState = {
  status: 'loading',
  authMode: 'anonymous',
  token: null,
  mfaUser: null,
  message: null,
  error: null,
  isLoading: true,
};

const anonymous: AuthState = { ...initialAuthState, status: 'unauthenticated', isLoading: false };

export function authReducer(state: AuthState, action: AuthAction): AuthState {
  switch (action.type) {
    case 'INIT_START':
      return { ...state, status: 'loading', isLoading: true, error: null };
    case 'SESSION_AUTHENTICATED':
      return { ...anonymous, status: 'authenticated', authMode: 'session' };
    case 'TOKEN_AUTHENTICATED':
      return { ...anonymous, status: 'authenticated', authMode: 'token', token: action.token };
    case 'UNAUTHENTICATED':
      return { ...anonymous, error: action.error ?? null };
    case 'FAILED':
      // Any other server error during initialisation: no session, the error is kept.
      return { ...anonymous, error: action.error };
    case 'MFA_REQUIRED':
      // The user is kept, there is no session yet.
      return { ...anonymous, status: 'mfa_required', mfaUser: action.user, message: action.message };
    case 'LOGGED_OUT':
      return anonymous;
    default:
      return state;
  }
}
