/**
 * The one request policy of the browser (spec §9), shared by the GraphQL link and the plain-HTTP
 * downloads: which failures are retried, how long to wait before each retry and how long one
 * attempt may take. Pure decisions here; the runners live next to their transports.
 */

export type HttpMethod = 'GET' | 'HEAD' | 'OPTIONS' | 'PUT' | 'DELETE' | 'POST' | 'PATCH';

/** What went wrong with one attempt. */
export type RequestFailure =
  | { kind: 'network' }
  | { kind: 'timeout' }
  /** An answer with this status; `code` is the server's error code (NO_DATA never retries). */
  | { kind: 'status'; status: number; code?: string };

/** Retried on 5xx and 429: the methods that may be repeated without doing the work twice. */
const IDEMPOTENT: ReadonlySet<HttpMethod> = new Set(['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE']);

/** Up to 3 retries of an idempotent request; a mutation (POST, PATCH) once. */
export const MAX_RETRIES = 3;
export const MUTATION_RETRIES = 1;
/** A mutation's one retry waits 1 s. */
export const MUTATION_RETRY_DELAY_MS = 1_000;
const BASE_DELAY_MS = 1_000;
const MAX_DELAY_MS = 30_000;

/**
 * Timeout of one attempt, restarted on each retry (spec §7, §9): 10 s for client one — the
 * app's data API (GraphQL queries and mutations, small JSON answers) — and 30 s for the others:
 * the auth calls and the main client's files (downloads, exports).
 */
export const TIMEOUT_MS = { api: 10_000, auth: 30_000, files: 30_000 } as const;
export type RequestClient = keyof typeof TIMEOUT_MS;

/** Exponential backoff from 1 s, doubling, capped at 30 s; `retry` is 1-based. */
export function backoffDelay(retry: number): number {
  return Math.min(BASE_DELAY_MS * 2 ** (retry - 1), MAX_DELAY_MS);
}

export function isIdempotent(method: HttpMethod): boolean {
  return IDEMPOTENT.has(method);
}

/** No answer at all: the request may never have reached the server. */
function isNetworkFailure(failure: RequestFailure): boolean {
  return failure.kind === 'network' || failure.kind === 'timeout';
}

function isRetryableStatus(failure: RequestFailure): boolean {
  if (failure.kind !== 'status' || failure.code === 'NO_DATA') return false;
  return failure.status >= 500 || failure.status === 429;
}

/**
 * The wait before retry number `retry` (1-based) after `failure`, or null when the failure is
 * final. Idempotent methods: up to 3 retries on network errors, timeouts, 5xx and 429, with
 * exponential backoff. Other methods (mutations): once after 1 s, on network errors only (a 5xx
 * answer means the server may have done the work).
 */
export function retryDelay(method: HttpMethod, failure: RequestFailure, retry: number): number | null {
  if (failure.kind === 'status' && failure.code === 'NO_DATA') return null;
  if (isIdempotent(method)) {
    if (retry > MAX_RETRIES) return null;
    return isNetworkFailure(failure) || isRetryableStatus(failure) ? backoffDelay(retry) : null;
  }
  if (retry > MUTATION_RETRIES) return null;
  return isNetworkFailure(failure) ? MUTATION_RETRY_DELAY_MS : null;
}

/** The error of an attempt that took longer than its client's timeout. */
export class RequestTimeoutError extends Error {
  constructor(readonly timeoutMs: number) {
    super(`request timed out after ${timeoutMs} ms`);
    this.name = 'RequestTimeoutError';
  }
}

/**
 * Scales every retry wait (1 = the spec's). The unit-test environment sets 0 so pages that show
 * an error after the retries do not wait seconds; the app never calls it.
 */
let delayScale = 1;
export function setRetryDelayScale(scale: number): void {
  delayScale = scale;
}
export function scaledDelay(ms: number): number {
  return ms * delayScale;
}
