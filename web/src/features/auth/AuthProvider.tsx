import { createContext, useCallback, useContext, useEffect, useMemo, useReducer, useRef, type ReactNode } from 'react';
import { useApolloClient, useQuery } from '@apollo/client/react';
import type { ResultOf } from '@graphql-typed-document-node/core';
import { onUnauthorized } from '../../lib/auth-events';
import { setAuthMode } from '../../lib/credentials';
import { WhoamiQuery } from './api/whoami';
import { authReducer, initialAuthState, type AuthState } from './state/authReducer';
import * as service from './state/authService';
import { completeSsoSignIn, type SsoReturn } from './state/ssoService';

type Whoami = NonNullable<ResultOf<typeof WhoamiQuery>['whoami']>;
export type Viewer = Whoami['user'];
export type TenantMembership = Whoami['tenants'][number];
export type Role = Viewer['roles'][number];

export interface AuthContextValue extends AuthState {
  /** The session user (from the cached whoami); null in token mode or when anonymous. */
  user: Viewer | null;
  /** Tenant memberships of the session user. */
  memberships: TenantMembership[];
  /** Every role of the user (role and roles). */
  roles: Role[];
  loginWithToken: (token: string) => Promise<void>;
  completeMagicLink: (token: string) => Promise<service.MagicLinkOutcome>;
  /** The identity provider sent the person back (single sign-on). */
  completeSso: (back: SsoReturn) => Promise<service.MagicLinkOutcome>;
  /** An accepted invitation's answer: authenticated, or the second factor asked first (spec §4 mfa_required). */
  completeInvite: (verification: service.SignInVerification) => Promise<service.MagicLinkOutcome>;
  /** After a server call opened a session (the second factor given): load whoami and authenticate. */
  completeSessionLogin: () => Promise<void>;
  refreshSession: () => Promise<void>;
  logout: () => Promise<void>;
}

const AuthContext = createContext<AuthContextValue | null>(null);

/** Auth state machine of spec §4. Navigation after logout is left to the caller. */
export function AuthProvider({ children, onLoggedOut }: { children: ReactNode; onLoggedOut?: () => void }) {
  const client = useApolloClient();
  const [state, dispatch] = useReducer(authReducer, initialAuthState);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void service.initializeAuth(client, dispatch);
  }, [client]);

  useEffect(
    () =>
      onUnauthorized(() => {
        setAuthMode('anonymous');
        dispatch({ type: 'UNAUTHENTICATED' });
        void client.clearStore().catch(() => undefined);
      }),
    [client],
  );

  const { data } = useQuery(WhoamiQuery, {
    fetchPolicy: 'cache-only',
    skip: state.status !== 'authenticated' || state.authMode !== 'session',
  });
  const whoami = state.status === 'authenticated' && state.authMode === 'session' ? (data?.whoami ?? null) : null;

  const loginWithToken = useCallback(
    async (token: string) => {
      const info = await service.verifyViewerToken(client, token);
      dispatch({ type: 'TOKEN_AUTHENTICATED', token: info });
    },
    [client],
  );

  const completeMagicLink = useCallback((token: string) => service.verifyMagicLink(client, token, dispatch), [client]);
  const completeSso = useCallback((back: SsoReturn) => completeSsoSignIn(client, back, dispatch), [client]);
  const completeInvite = useCallback((verification: service.SignInVerification) => service.finishSignIn(client, verification, dispatch), [client]);

  const completeSessionLogin = useCallback(async () => {
    const ok = await service.fetchWhoami(client);
    if (!ok) throw new service.AuthError('whoami');
    dispatch({ type: 'SESSION_AUTHENTICATED' });
  }, [client]);

  const refreshSession = useCallback(() => service.refreshSession(client, dispatch), [client]);

  const mode = state.authMode;
  const logout = useCallback(async () => {
    await service.logout(client, mode, dispatch);
    onLoggedOut?.();
  }, [client, mode, onLoggedOut]);

  const value = useMemo<AuthContextValue>(() => {
    const user = whoami?.user ?? null;
    const roles = new Set<Role>();
    if (user) {
      roles.add(user.role);
      for (const role of user.roles) if (role) roles.add(role);
    }
    return {
      ...state,
      user,
      memberships: whoami?.tenants ?? [],
      roles: [...roles],
      loginWithToken,
      completeMagicLink,
      completeSso,
      completeInvite,
      completeSessionLogin,
      refreshSession,
      logout,
    };
  }, [state, whoami, loginWithToken, completeMagicLink, completeSso, completeInvite, completeSessionLogin, refreshSession, logout]);

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside AuthProvider');
  return value;
}

/** For tests and stories: provide a fixed auth value. */
export const AuthContextProvider = AuthContext.Provider;
