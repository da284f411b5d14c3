import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApolloClient, InMemoryCache } from '@apollo/client';
import { ApolloLink } from '@apollo/client/link';
import { Observable } from 'rxjs';
import { getAuthMode, getViewerToken, setAuthMode, setViewerToken } from '../../../lib/credentials';
import { authReducer, initialAuthState, type AuthAction, type AuthState } from './authReducer';
import { initializeAuth, logout, verifyMagicLink, verifyViewerToken } from './authService';

type Handler = (operationName: string, headers: Record<string, string>) => { data?: unknown; errors?: unknown[] } | Error;

/** A terminating link answering by operation name: data, GraphQL errors, or a network error. */
function clientWith(handler: Handler) {
  const calls: string[] = [];
  const link = new ApolloLink((operation) => {
    calls.push(operation.operationName ?? '');
    const headers = (operation.getContext().headers ?? {}) as Record<string, string>;
    return new Observable((observer) => {
      const answer = handler(operation.operationName ?? '', headers);
      if (answer instanceof Error) observer.error(answer);
      else {
        observer.next(answer as ApolloLink.Result);
        observer.complete();
      }
    });
  });
  return { client: new ApolloClient({ link, cache: new InMemoryCache() }), calls };
}

function recorder() {
  let state: AuthState = initialAuthState;
  const actions: AuthAction[] = [];
  const dispatch = (action: AuthAction) => {
    actions.push(action);
    state = authReducer(state, action);
  };
  return { dispatch, actions, get state() {
    return state;
  } };
}

const whoami = {
  whoami: {
    __typename: 'WhoamiResponse',
    csrfToken: 'csrf-1',
    user: { __typename: 'User', id: 'u1', name: 'Ana', email: 'ana@banco.com.br', role: 'ANALYST', roles: ['ANALYST'], tenantId: 't1', projectIds: [], projectRoles: [], isActive: true },
    session: { __typename: 'Session', id: 's1', authMode: 'session', expiresAt: '2030-01-01T00:00:00Z' },
    tenants: [],
  },
};

const gqlError = (status: number, message = 'erro') => ({ errors: [{ message, extensions: { code: 'X', status } }] });

beforeEach(() => {
  setAuthMode('anonymous');
});

describe('initializeAuth', () => {
  it('whoami success → authenticated in session mode', async () => {
    const { client } = clientWith(() => ({ data: whoami }));
    const r = recorder();
    await initializeAuth(client, r.dispatch);
    expect(r.state).toMatchObject({ status: 'authenticated', authMode: 'session' });
    expect(getAuthMode()).toBe('session');
  });

  it('whoami 401 → unauthenticated without error', async () => {
    const { client } = clientWith(() => gqlError(401, 'Autenticação necessária'));
    const r = recorder();
    await initializeAuth(client, r.dispatch);
    expect(r.state).toMatchObject({ status: 'unauthenticated', error: null });
  });

  it('network error → unauthenticated with the connection message', async () => {
    const { client } = clientWith(() => new TypeError('Failed to fetch'));
    const r = recorder();
    await initializeAuth(client, r.dispatch);
    expect(r.state).toMatchObject({ status: 'unauthenticated', error: 'Não foi possível conectar ao servidor. Verifique sua conexão.' });
  });

  it('other server errors are stored', async () => {
    const { client } = clientWith(() => gqlError(500, 'Erro interno do servidor'));
    const r = recorder();
    await initializeAuth(client, r.dispatch);
    expect(r.state).toMatchObject({ status: 'unauthenticated', error: 'Erro interno do servidor' });
  });

  it('tries a stored viewer token first, and drops it when it fails', async () => {
    setViewerToken('VIEW_p1_secret');
    const { client, calls } = clientWith((name) => (name === 'VerifyToken' ? gqlError(401) : { data: whoami }));
    const r = recorder();
    await initializeAuth(client, r.dispatch);
    expect(calls).toEqual(['VerifyToken', 'Whoami']);
    expect(getViewerToken()).toBeNull();
    expect(r.state).toMatchObject({ status: 'authenticated', authMode: 'session' });
  });

  it('a valid stored viewer token → token mode', async () => {
    setViewerToken('VIEW_p1_secret');
    const { client } = clientWith((_name, headers) => ({
      data: {
        verifyToken: {
          __typename: 'TokenVerification',
          valid: headers.Authorization === 'Bearer VIEW_p1_secret',
          kind: 'VIEWER',
          projectId: 'p1',
          projectName: 'Portal',
          tenantId: 't1',
          expiresAt: null,
        },
      },
    }));
    const r = recorder();
    await initializeAuth(client, r.dispatch);
    expect(r.state).toMatchObject({ status: 'authenticated', authMode: 'token', token: { projectId: 'p1', projectName: 'Portal' } });
  });
});

describe('verifyViewerToken', () => {
  it('uses the exact messages of the spec', async () => {
    const invalid = clientWith(() => ({ data: { verifyToken: { __typename: 'TokenVerification', valid: false, kind: null, projectId: null, projectName: null, tenantId: null, expiresAt: null } } }));
    await expect(verifyViewerToken(invalid.client, 'VIEW_p1_x')).rejects.toThrow('Token inválido');
    await expect(verifyViewerToken(invalid.client, 'X_p1_x')).rejects.toThrow('Token inválido. Deve começar com VIEW_, VIEWER_ ou RUN_');
    await expect(verifyViewerToken(invalid.client, 'VIEW_p1')).rejects.toThrow('Formato de token inválido');
    const down = clientWith(() => new TypeError('Failed to fetch'));
    await expect(verifyViewerToken(down.client, 'VIEW_p1_x')).rejects.toThrow('Falha ao validar token');
    const server = clientWith(() => gqlError(429, 'Muitas requisições. Tente novamente em instantes.'));
    await expect(verifyViewerToken(server.client, 'VIEW_p1_x')).rejects.toThrow('Muitas requisições. Tente novamente em instantes.');
  });

  it('says so when the token was revoked or expired; any other 401 is "Token inválido"', async () => {
    const revoked = clientWith(() => ({ errors: [{ message: 'Token revogado. Peça um novo token ao administrador do tenant.', extensions: { code: 'TOKEN_REVOKED', status: 401 } }] }));
    await expect(verifyViewerToken(revoked.client, 'VIEW_p1_x')).rejects.toThrow('Token revogado. Peça um novo token ao administrador do tenant.');
    const expired = clientWith(() => ({ errors: [{ message: 'Token expirado. Peça um novo token ao administrador do tenant.', extensions: { code: 'TOKEN_EXPIRED', status: 401 } }] }));
    await expect(verifyViewerToken(expired.client, 'VIEW_p1_x')).rejects.toThrow('Token expirado. Peça um novo token ao administrador do tenant.');
    const unknown = clientWith(() => ({ errors: [{ message: 'Token inválido', extensions: { code: 'INVALID_TOKEN', status: 401 } }] }));
    await expect(verifyViewerToken(unknown.client, 'VIEW_p1_x')).rejects.toThrow(/^Token inválido$/);
  });
});

describe('verifyMagicLink', () => {
  it('MFA required keeps the user and opens no session', async () => {
    const { client, calls } = clientWith(() => ({
      data: { verifyMagicLink: { __typename: 'MagicLinkVerification', success: false, requiresMFA: true, mfaEnrolled: false, userId: 'u1', message: 'Informe o código', redirectTo: null, user: null } },
    }));
    const r = recorder();
    await expect(verifyMagicLink(client, 'tok-mfa', r.dispatch)).resolves.toEqual({ kind: 'mfa_required', message: 'Informe o código', enrolled: false, redirectTo: '/welcome' });
    expect(r.state).toMatchObject({ status: 'mfa_required', mfaUser: { userId: 'u1' } });
    expect(calls).toEqual(['VerifyMagicLink']);
  });

  it('success → whoami → authenticated, to /welcome or redirectTo', async () => {
    const { client } = clientWith((name) =>
      name === 'VerifyMagicLink'
        ? { data: { verifyMagicLink: { __typename: 'MagicLinkVerification', success: true, requiresMFA: false, userId: null, message: null, redirectTo: '/projects', user: null } } }
        : { data: whoami },
    );
    const r = recorder();
    await expect(verifyMagicLink(client, 'tok-ok', r.dispatch)).resolves.toEqual({ kind: 'authenticated', redirectTo: '/projects' });
    expect(r.state).toMatchObject({ status: 'authenticated', authMode: 'session' });
  });

  it('failure → "Link de acesso inválido ou expirado"', async () => {
    const { client } = clientWith(() => gqlError(400, 'Link expirado'));
    const r = recorder();
    await expect(verifyMagicLink(client, 'tok-bad', r.dispatch)).rejects.toThrow('Link de acesso inválido ou expirado');
  });
});

describe('logout', () => {
  it('resets to anonymous even when the server call fails', async () => {
    const { client, calls } = clientWith(() => new TypeError('Failed to fetch'));
    const r = recorder();
    r.dispatch({ type: 'SESSION_AUTHENTICATED' });
    setAuthMode('session');
    await logout(client, 'session', r.dispatch);
    expect(calls).toEqual(['Logout']);
    expect(r.state).toMatchObject({ status: 'unauthenticated', authMode: 'anonymous' });
    expect(getAuthMode()).toBe('anonymous');
  });

  it('token mode removes the stored token without calling the server', async () => {
    setViewerToken('VIEW_p1_x');
    const handler = vi.fn(() => ({ data: {} }));
    const { client } = clientWith(handler);
    const r = recorder();
    await logout(client, 'token', r.dispatch);
    expect(handler).not.toHaveBeenCalled();
    expect(getViewerToken()).toBeNull();
    expect(r.state.status).toBe('unauthenticated');
  });
});
