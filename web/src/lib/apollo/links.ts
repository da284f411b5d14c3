import { ApolloLink } from '@apollo/client/link';
import { ErrorLink } from '@apollo/client/link/error';
import { CombinedGraphQLErrors, ServerError, ServerParseError } from '@apollo/client/errors';
import type { GraphQLFormattedError } from 'graphql';
import { OperationTypeNode } from 'graphql';
import { Observable, type Subscription } from 'rxjs';
import './context';
import { clearAllStorage } from '../storage';
import { clearStoredTokens, getAuthMode, getCsrfToken, getStoredAuthToken, getViewerToken, readCsrfCookie } from '../credentials';
import { dropRejectedCredentials } from '../rejected-credentials';
import { emitMfaRequired } from '../auth-events';
import { clientErrors } from '../client-errors';
import { codeOfGraphQLError, messageOfGraphQLError, statusOfGraphQLError } from './errors';
import { RequestTimeoutError, retryDelay, scaledDelay, TIMEOUT_MS, type HttpMethod, type RequestFailure } from '../request-policy';

/**
 * Credentials of every request (spec §7): in token mode the viewer token as bearer; in
 * session mode the CSRF token on mutations (the cookie travels by itself); otherwise a
 * stored auth token as bearer. Shared by the HTTP chain and the subscription stream.
 */
export function credentialHeaders(operationType: OperationTypeNode): Record<string, string> {
  const mode = getAuthMode();
  const headers: Record<string, string> = {};
  const viewerToken = getViewerToken();
  if (mode === 'token' && viewerToken) {
    headers.Authorization = `Bearer ${viewerToken}`;
  } else if (mode !== 'token') {
    const csrf = mode === 'session' ? getCsrfToken() : readCsrfCookie();
    if (operationType === OperationTypeNode.MUTATION && csrf) headers['X-CSRF-Token'] = csrf;
    const stored = getStoredAuthToken();
    if (mode !== 'session' && stored) headers.Authorization = `Bearer ${stored}`;
  }
  return headers;
}

export function createAuthLink(): ApolloLink {
  return new ApolloLink((operation, forward) => {
    const headers = credentialHeaders(operation.operationType);
    operation.setContext(({ headers: previous = {} }: { headers?: Record<string, string> }) => ({
      headers: { ...headers, ...previous },
    }));
    return forward(operation);
  });
}

export interface ErrorPolicyHandlers {
  /** Current path, for the 401 exemption of /login and /auth/callback. */
  pathname?: () => string;
}

function handleStatus(status: number | undefined, message: string, code: string | undefined, context: { skipAuthRedirect?: boolean; skipErrorLog?: boolean }, operationName: string | undefined, pathname: () => string): void {
  if (status === 401) {
    if (context.skipAuthRedirect) clearStoredTokens();
    else dropRejectedCredentials(pathname());
    return;
  }
  if (status === 403) {
    if (code === 'MFA_REQUIRED') {
      emitMfaRequired();
      return;
    }
    if (/csrf/i.test(message) || /csrf/i.test(code ?? '')) {
      clientErrors.warn(`CSRF validation failed: ${message}`, { context: { operationName } });
      clearAllStorage();
      dropRejectedCredentials(pathname());
      return;
    }
    if (!context.skipErrorLog) clientErrors.warn('Access denied: insufficient permissions', { context: { operationName } });
    return;
  }
  if (context.skipErrorLog) return;
  if (status !== undefined && status >= 500) {
    clientErrors.error(`Server error ${status}: ${message}`, { context: { operationName, code } });
  }
}

/** Global error policy of spec §8. */
export function createErrorLink(handlers: ErrorPolicyHandlers = {}): ApolloLink {
  const pathname = handlers.pathname ?? (() => window.location.pathname);
  return new ErrorLink(({ error, operation }) => {
    const context = operation.getContext();
    if (CombinedGraphQLErrors.is(error)) {
      const seen = new Set<number | undefined>();
      for (const gqlError of error.errors) {
        const status = statusOfGraphQLError(gqlError);
        if (seen.has(status) && status !== undefined) continue;
        seen.add(status);
        handleStatus(status, messageOfGraphQLError(gqlError) ?? '', codeOfGraphQLError(gqlError), context, operation.operationName, pathname);
      }
      return;
    }
    if (ServerError.is(error) || ServerParseError.is(error)) {
      handleStatus(error.statusCode, error.message, undefined, context, operation.operationName, pathname);
      return;
    }
    if (!context.skipErrorLog) {
      clientErrors.error(`Network error: ${error.message}`, { context: { operationName: operation.operationName } });
    }
  });
}

/** A GraphQL answer's errors as one failure of the request policy. */
function failureOfErrors(errors: readonly GraphQLFormattedError[]): RequestFailure {
  if (errors.some((e) => codeOfGraphQLError(e) === 'NO_DATA')) return { kind: 'status', status: 404, code: 'NO_DATA' };
  const statuses = errors.map(statusOfGraphQLError);
  // Retryable only when every error is a server-side failure (5xx or 429); an error without a
  // status (validation, resolver bug) or any 4xx is final.
  const retryable = statuses.every((status) => status !== undefined && (status >= 500 || status === 429));
  return { kind: 'status', status: retryable ? (statuses[0] as number) : (statuses.find((s) => s !== undefined && s < 500) ?? 400) };
}

function failureOfError(error: unknown): RequestFailure {
  if (CombinedGraphQLErrors.is(error)) return failureOfErrors(error.errors);
  if (ServerError.is(error) || ServerParseError.is(error)) return { kind: 'status', status: error.statusCode };
  if (error instanceof RequestTimeoutError) return { kind: 'timeout' };
  return { kind: 'network' };
}

/**
 * The request policy (src/lib/request-policy) on the GraphQL chain. Every operation goes to the
 * gateway as a POST, so the policy's method is the operation's meaning: a query reads (retried
 * like a GET: up to 3 times on network errors, timeouts, 5xx and 429), a mutation writes (like a
 * POST: once after 1 s, on network errors only). NO_DATA is never retried. Each attempt has the
 * client's timeout (10 s for the data API; `context.requestClient` names another client).
 */
export function createRequestPolicyLink(): ApolloLink {
  return new ApolloLink((operation, forward) => {
    const type = operation.operationType;
    if (type === OperationTypeNode.SUBSCRIPTION) return forward(operation);
    const context = operation.getContext();
    const method: HttpMethod = type === OperationTypeNode.MUTATION ? 'POST' : 'GET';
    const timeoutMs = TIMEOUT_MS[context.requestClient ?? 'api'];
    const noRetry = Boolean(context.noRetry);

    return new Observable<ApolloLink.Result>((observer) => {
      let retry = 1;
      let inner: Subscription | null = null;
      let clock: ReturnType<typeof setTimeout> | null = null;
      let backoff: ReturnType<typeof setTimeout> | null = null;

      const stopClock = () => {
        if (clock) clearTimeout(clock);
        clock = null;
      };

      /** Drops the attempt in flight and schedules the next one; false when the failure is final. */
      const retryAfter = (failure: RequestFailure): boolean => {
        const delay = noRetry ? null : retryDelay(method, failure, retry);
        if (delay === null) return false;
        retry += 1;
        inner?.unsubscribe();
        inner = null;
        backoff = setTimeout(run, scaledDelay(delay));
        return true;
      };

      function run() {
        backoff = null;
        let abandoned = false;
        // The timeout restarts with each attempt; unsubscribing aborts the fetch in flight.
        clock = setTimeout(() => {
          clock = null;
          abandoned = true;
          if (!retryAfter({ kind: 'timeout' })) {
            inner?.unsubscribe();
            observer.error(new RequestTimeoutError(timeoutMs));
          }
        }, timeoutMs);
        inner = forward(operation).subscribe({
          next(result) {
            if (abandoned) return;
            stopClock();
            if ('errors' in result && result.errors?.length && retryAfter(failureOfErrors(result.errors))) {
              abandoned = true;
              return;
            }
            observer.next(result);
          },
          error(error: unknown) {
            if (abandoned) return;
            stopClock();
            abandoned = true;
            if (!retryAfter(failureOfError(error))) observer.error(error);
          },
          complete() {
            if (abandoned) return;
            stopClock();
            observer.complete();
          },
        });
      }

      run();
      return () => {
        stopClock();
        if (backoff) clearTimeout(backoff);
        inner?.unsubscribe();
      };
    });
  });
}
