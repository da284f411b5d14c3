import { describe, expect, it } from 'vitest';
import { authReducer, initialAuthState } from './authReducer';

describe('authReducer', () => {
  it('starts loading', () => {
    expect(initialAuthState).toMatchObject({ status: 'loading', authMode: 'anonymous', isLoading: true });
  });

  it('session and token authentication set the mode', () => {
    expect(authReducer(initialAuthState, { type: 'SESSION_AUTHENTICATED' })).toMatchObject({ status: 'authenticated', authMode: 'session', isLoading: false });
    const token = { kind: 'VIEWER' as const, projectId: 'p1', projectName: 'Portal', tenantId: 't1', expiresAt: null };
    expect(authReducer(initialAuthState, { type: 'TOKEN_AUTHENTICATED', token })).toMatchObject({ status: 'authenticated', authMode: 'token', token });
  });

  it('unauthenticated keeps an optional error', () => {
    expect(authReducer(initialAuthState, { type: 'UNAUTHENTICATED' })).toMatchObject({ status: 'unauthenticated', error: null, isLoading: false });
    expect(authReducer(initialAuthState, { type: 'UNAUTHENTICATED', error: 'x' }).error).toBe('x');
    expect(authReducer(initialAuthState, { type: 'FAILED', error: 'boom' })).toMatchObject({ status: 'unauthenticated', error: 'boom' });
  });

  it('MFA keeps the user without a session', () => {
    const state = authReducer(initialAuthState, { type: 'MFA_REQUIRED', user: { userId: 'u1', name: 'Ana', email: 'ana@x.com' }, message: 'MFA' });
    expect(state).toMatchObject({ status: 'mfa_required', authMode: 'anonymous', mfaUser: { userId: 'u1' }, message: 'MFA' });
  });

  it('logout resets to anonymous from any state', () => {
    const signedIn = authReducer(initialAuthState, { type: 'SESSION_AUTHENTICATED' });
    expect(authReducer(signedIn, { type: 'LOGGED_OUT' })).toMatchObject({ status: 'unauthenticated', authMode: 'anonymous', token: null, error: null });
  });
});
