import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApolloClient, InMemoryCache, gql } from '@apollo/client';
import { ApolloLink } from '@apollo/client/link';
import { Observable } from 'rxjs';
import { createAuthLink, createErrorLink, createRetryLink, queryRetryDelay } from './links';
import { setAuthMode, setCsrfToken, setViewerToken } from '../credentials';
import { registerNavigator } from '../navigation';
import { onUnauthorized } from '../auth-events';
import { clientErrors } from '../client-errors';

const QUERY = gql`
  query Probe {
    health {
      status
    }
  }
`;
const MUTATION = gql`
  mutation Touch {
    logout {
      success
    }
  }
`;

type Answer = { data?: unknown; errors?: unknown[] } | Error;

function terminal(answers: Answer[], seen: Array<Record<string, string>> = []) {
  let call = 0;
  const link = new ApolloLink((operation) => {
    seen.push({ ...((operation.getContext().headers ?? {}) as Record<string, string>) });
    const answer = answers[Math.min(call, answers.length - 1)] as Answer;
    call += 1;
    return new Observable((observer) => {
      if (answer instanceof Error) observer.error(answer);
      else {
        observer.next(answer as ApolloLink.Result);
        observer.complete();
      }
    });
  });
  return { link, calls: () => call };
}

const ok = { data: { health: { __typename: 'Health', status: 'ok' } } };
const okMutation = { data: { logout: { __typename: 'SuccessResponse', success: true } } };
const status = (code: number, message = 'erro') => ({ errors: [{ message, extensions: { code: 'X', status: code } }] });

function client(...links: ApolloLink[]) {
  return new ApolloClient({ link: ApolloLink.from(links), cache: new InMemoryCache() });
}

const noDelay = { delay: () => 0 };

beforeEach(() => {
  setAuthMode('anonymous');
  setCsrfToken(null);
  document.cookie = 'csrf_token=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
});

afterEach(() => {
  registerNavigator((path) => window.location.assign(path));
  window.history.replaceState(null, '', '/');
});

describe('retry link', () => {
  it('retries a query up to 2 times on 5xx and network errors', async () => {
    const t = terminal([status(503), new TypeError('Failed to fetch'), ok]);
    const result = await client(createRetryLink(noDelay), t.link).query({ query: QUERY });
    expect(result.data).toMatchObject({ health: { status: 'ok' } });
    expect(t.calls()).toBe(3);
  });

  it('gives up after 2 retries', async () => {
    const t = terminal([status(500)]);
    await expect(client(createRetryLink(noDelay), t.link).query({ query: QUERY })).rejects.toThrow('erro');
    expect(t.calls()).toBe(3);
  });

  it('never retries a 4xx', async () => {
    const t = terminal([status(404)]);
    await expect(client(createRetryLink(noDelay), t.link).query({ query: QUERY })).rejects.toThrow();
    expect(t.calls()).toBe(1);
  });

  it('retries a mutation once, on network errors only', async () => {
    const network = terminal([new TypeError('Failed to fetch'), okMutation]);
    await client(createRetryLink(noDelay), network.link).mutate({ mutation: MUTATION });
    expect(network.calls()).toBe(2);
    const server = terminal([status(500)]);
    await expect(client(createRetryLink(noDelay), server.link).mutate({ mutation: MUTATION })).rejects.toThrow();
    expect(server.calls()).toBe(1);
  });

  it('backs off exponentially from 1 s, capped at 30 s', () => {
    expect([1, 2, 3, 5, 6, 10].map(queryRetryDelay)).toEqual([1000, 2000, 4000, 16000, 30000, 30000]);
  });
});

describe('auth link', () => {
  it('sends X-CSRF-Token on mutations in session mode, the cookie first', async () => {
    setAuthMode('session');
    setCsrfToken('from-whoami');
    const seen: Array<Record<string, string>> = [];
    const c = client(createAuthLink(), terminal([okMutation], seen).link);
    await c.mutate({ mutation: MUTATION });
    expect(seen[0]?.['X-CSRF-Token']).toBe('from-whoami');
    document.cookie = 'csrf_token=from-cookie';
    await c.mutate({ mutation: MUTATION });
    expect(seen[1]?.['X-CSRF-Token']).toBe('from-cookie');
  });

  it('does not send the CSRF header on queries', async () => {
    setAuthMode('session');
    setCsrfToken('x');
    const seen: Array<Record<string, string>> = [];
    await client(createAuthLink(), terminal([ok], seen).link).query({ query: QUERY });
    expect(seen[0]?.['X-CSRF-Token']).toBeUndefined();
  });

  it('sends the viewer token as bearer in token mode', async () => {
    setAuthMode('token');
    setViewerToken('VIEW_p1_secret');
    const seen: Array<Record<string, string>> = [];
    await client(createAuthLink(), terminal([okMutation], seen).link).mutate({ mutation: MUTATION });
    expect(seen[0]).toEqual({ Authorization: 'Bearer VIEW_p1_secret' });
  });
});

describe('error link', () => {
  it('401: clears stored tokens, tells auth and goes to /login', async () => {
    const navigate = vi.fn();
    registerNavigator(navigate);
    const unauthorized = vi.fn();
    const off = onUnauthorized(unauthorized);
    setViewerToken('VIEW_p1_x');
    window.history.replaceState(null, '', '/dashboard');
    await expect(client(createErrorLink(), terminal([status(401)]).link).query({ query: QUERY })).rejects.toThrow();
    off();
    expect(navigate).toHaveBeenCalledWith('/login');
    expect(unauthorized).toHaveBeenCalled();
    expect(window.sessionStorage.getItem('viewerToken')).toBeNull();
  });

  it('401 on /login or /auth/callback does not redirect', async () => {
    const navigate = vi.fn();
    registerNavigator(navigate);
    for (const path of ['/login', '/auth/callback']) {
      window.history.replaceState(null, '', path);
      await expect(client(createErrorLink(), terminal([status(401)]).link).query({ query: QUERY, fetchPolicy: 'no-cache' })).rejects.toThrow();
    }
    expect(navigate).not.toHaveBeenCalled();
  });

  it('403 mentioning CSRF clears local and session storage and goes to /login', async () => {
    const navigate = vi.fn();
    registerNavigator(navigate);
    window.localStorage.setItem('workspace', '{}');
    window.sessionStorage.setItem('anything', '1');
    window.history.replaceState(null, '', '/projects');
    await expect(client(createErrorLink(), terminal([status(403, 'Token CSRF inválido')]).link).mutate({ mutation: MUTATION })).rejects.toThrow();
    expect(window.localStorage.length).toBe(0);
    expect(window.sessionStorage.length).toBe(0);
    expect(navigate).toHaveBeenCalledWith('/login');
  });

  it('other 403: logs "Access denied: insufficient permissions"', async () => {
    const warn = vi.spyOn(clientErrors, 'warn');
    await expect(client(createErrorLink(), terminal([status(403, 'Acesso negado')]).link).query({ query: QUERY })).rejects.toThrow();
    expect(warn).toHaveBeenCalledWith('Access denied: insufficient permissions', expect.anything());
    warn.mockRestore();
  });
});
