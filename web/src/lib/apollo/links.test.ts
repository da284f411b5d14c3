import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApolloClient, InMemoryCache, gql } from '@apollo/client';
import { ApolloLink } from '@apollo/client/link';
import { Observable } from 'rxjs';
import { createAuthLink, createErrorLink, createRequestPolicyLink } from './links';
import { setAuthMode, setCsrfToken, setViewerToken } from '../credentials';
import { registerNavigator } from '../navigation';
import { onMfaRequired, onUnauthorized } from '../auth-events';
import { clientErrors } from '../client-errors';
import { setRetryDelayScale } from '../request-policy';

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

const ok = { data: { health: { __typename: 'Health', status: 'OK' } } };
const okMutation = { data: { logout: { __typename: 'SuccessResponse', success: true } } };
const status = (code: number, message = 'erro') => ({ errors: [{ message, extensions: { code: 'X', status: code } }] });

function client(...links: ApolloLink[]) {
  return new ApolloClient({ link: ApolloLink.from(links), cache: new InMemoryCache() });
}


beforeEach(() => {
  setAuthMode('anonymous');
  setCsrfToken(null);
  document.cookie = 'csrf_token=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
});

afterEach(() => {
  registerNavigator((path) => window.location.assign(path));
  window.history.replaceState(null, '', '/');
});

describe('request policy link (fake clock)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    setRetryDelayScale(1);
  });
  afterEach(() => vi.useRealTimers());

  /** Starts the operation and records when each attempt reached the terminal link (ms of fake time). */
  function timed(answers: Answer[]) {
    const at: number[] = [];
    const start = Date.now();
    const t = terminal(answers);
    const spy = new ApolloLink((operation, forward) => {
      at.push(Date.now() - start);
      return forward(operation);
    });
    return { t, at, link: ApolloLink.from([createRequestPolicyLink(), spy, t.link]) };
  }

  it('retries a query 3 times on 5xx, 429 and network errors, 1 s, 2 s, 4 s apart', async () => {
    const { t, at, link } = timed([status(503), status(429), new TypeError('Failed to fetch'), ok]);
    const result = client(link).query({ query: QUERY });
    await vi.runAllTimersAsync();
    await expect(result).resolves.toMatchObject({ data: { health: { status: 'OK' } } });
    expect(t.calls()).toBe(4);
    expect(at).toEqual([0, 1000, 3000, 7000]);
  });

  it('gives up after 3 retries with the last error', async () => {
    const { t, link } = timed([status(500)]);
    const result = client(link).query({ query: QUERY });
    const settled = expect(result).rejects.toThrow('erro');
    await vi.runAllTimersAsync();
    await settled;
    expect(t.calls()).toBe(4);
  });

  it('never retries a 4xx nor NO_DATA, even with a 5xx status', async () => {
    const notFound = timed([status(404)]);
    const first = expect(client(notFound.link).query({ query: QUERY })).rejects.toThrow();
    await vi.runAllTimersAsync();
    await first;
    expect(notFound.t.calls()).toBe(1);
    const noData = timed([{ errors: [{ message: 'Nenhuma análise', extensions: { code: 'NO_DATA', status: 404 } }] }]);
    const second = expect(client(noData.link).query({ query: QUERY })).rejects.toThrow('Nenhuma análise');
    await vi.runAllTimersAsync();
    await second;
    expect(noData.t.calls()).toBe(1);
  });

  it('retries a mutation once after 1 s on a network error, never on a 5xx', async () => {
    const network = timed([new TypeError('Failed to fetch'), okMutation]);
    const done = client(network.link).mutate({ mutation: MUTATION });
    await vi.runAllTimersAsync();
    await done;
    expect(network.at).toEqual([0, 1000]);
    const twice = timed([new TypeError('Failed to fetch')]);
    const failed = expect(client(twice.link).mutate({ mutation: MUTATION })).rejects.toThrow('Failed to fetch');
    await vi.runAllTimersAsync();
    await failed;
    expect(twice.t.calls()).toBe(2);
    const server = timed([status(500)]);
    const final = expect(client(server.link).mutate({ mutation: MUTATION })).rejects.toThrow();
    await vi.runAllTimersAsync();
    await final;
    expect(server.t.calls()).toBe(1);
  });

  it('times an attempt out after 10 s, restarting the clock on each retry', async () => {
    const at: number[] = [];
    const start = Date.now();
    let call = 0;
    // The first two attempts never answer; the third answers at once.
    const hanging = new ApolloLink(() => {
      at.push(Date.now() - start);
      call += 1;
      return new Observable((observer) => {
        if (call < 3) return;
        observer.next(ok as ApolloLink.Result);
        observer.complete();
      });
    });
    const result = client(createRequestPolicyLink(), hanging).query({ query: QUERY });
    await vi.runAllTimersAsync();
    await expect(result).resolves.toMatchObject({ data: { health: { status: 'OK' } } });
    // 10 s timeout + 1 s backoff, then a fresh 10 s timeout + 2 s backoff.
    expect(at).toEqual([0, 11_000, 23_000]);
  });

  it('a timed-out query that never answers fails with the timeout after its retries', async () => {
    const never = new ApolloLink(() => new Observable(() => undefined));
    const result = expect(client(createRequestPolicyLink(), never).query({ query: QUERY })).rejects.toThrow('timed out after 10000 ms');
    await vi.runAllTimersAsync();
    await result;
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

  it('403 MFA_REQUIRED asks for the second factor and keeps the session and the page', async () => {
    const navigate = vi.fn();
    registerNavigator(navigate);
    const asked = vi.fn();
    const stop = onMfaRequired(asked);
    window.localStorage.setItem('workspace', '{}');
    const refusal = { errors: [{ message: 'Confirme o código do segundo fator para continuar.', extensions: { code: 'MFA_REQUIRED', status: 403 } }] };
    await expect(client(createErrorLink(), terminal([refusal]).link).mutate({ mutation: MUTATION })).rejects.toThrow();
    stop();
    expect(asked).toHaveBeenCalledTimes(1);
    expect(window.localStorage.getItem('workspace')).toBe('{}');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('other 403: logs "Access denied: insufficient permissions"', async () => {
    const warn = vi.spyOn(clientErrors, 'warn');
    await expect(client(createErrorLink(), terminal([status(403, 'Acesso negado')]).link).query({ query: QUERY })).rejects.toThrow();
    expect(warn).toHaveBeenCalledWith('Access denied: insufficient permissions', expect.anything());
    warn.mockRestore();
  });
});
