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
import { clientErrors } from '../client-errors';
import { codeOfGraphQLError, messageOfGraphQLError, statusOfGraphQLError } from './errors';

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

export interface RetryOptions {
  /** Delay before retry number `attempt` (1-based). */
  delay?: (attempt: number, isMutation: boolean) => number;
}

/** Exponential from 1 s, capped at 30 s (spec §9). */
export function queryRetryDelay(attempt: number): number {
  return Math.min(1000 * 2 ** (attempt - 1), 30000);
}

function graphQLErrorsStatus(errors: readonly GraphQLFormattedError[] | undefined): { retryable: boolean } {
  if (!errors || errors.length === 0) return { retryable: false };
  // Retry only when every error is a server-side failure (5xx or 429); never on 4xx or NO_DATA.
  const retryable = errors.every((e) => {
    const status = statusOfGraphQLError(e);
    if (codeOfGraphQLError(e) === 'NO_DATA') return false;
    return status !== undefined && (status >= 500 || status === 429);
  });
  return { retryable };
}

function isRetryableQueryError(error: unknown): boolean {
  if (CombinedGraphQLErrors.is(error)) return graphQLErrorsStatus(error.errors).retryable;
  if (ServerError.is(error) || ServerParseError.is(error)) return error.statusCode >= 500 || error.statusCode === 429;
  return true; // network error
}

function isNetworkFailure(error: unknown): boolean {
  return !(CombinedGraphQLErrors.is(error) || ServerError.is(error) || ServerParseError.is(error));
}

/**
 * Retries of spec §9: queries up to 2 retries (exponential from 1 s, capped at 30 s) on
 * network errors, 5xx and 429, never on 4xx; mutations once after 1 s on network errors only.
 */
export function createRetryLink(options: RetryOptions = {}): ApolloLink {
  const delayOf = options.delay ?? ((attempt: number, isMutation: boolean) => (isMutation ? 1000 : queryRetryDelay(attempt)));
  return new ApolloLink((operation, forward) => {
    const type = operation.operationType;
    if (type === OperationTypeNode.SUBSCRIPTION || operation.getContext().noRetry) return forward(operation);
    const isMutation = type === OperationTypeNode.MUTATION;
    const maxRetries = isMutation ? 1 : 2;

    return new Observable<ApolloLink.Result>((observer) => {
      let attempt = 0;
      let inner: Subscription | null = null;
      let timer: ReturnType<typeof setTimeout> | null = null;
      let closed = false;

      const retry = () => {
        attempt += 1;
        inner?.unsubscribe();
        inner = null;
        timer = setTimeout(run, delayOf(attempt, isMutation));
      };

      function run() {
        timer = null;
        let retrying = false;
        inner = forward(operation).subscribe({
          next(result) {
            if (!isMutation && attempt < maxRetries && 'errors' in result && graphQLErrorsStatus(result.errors).retryable) {
              retrying = true;
              retry();
              return;
            }
            observer.next(result);
          },
          error(error: unknown) {
            const canRetry = attempt < maxRetries && (isMutation ? isNetworkFailure(error) : isRetryableQueryError(error));
            if (canRetry && !closed) retry();
            else observer.error(error);
          },
          complete() {
            if (!retrying) observer.complete();
          },
        });
      }

      run();
      return () => {
        closed = true;
        if (timer) clearTimeout(timer);
        inner?.unsubscribe();
      };
    });
  });
}
