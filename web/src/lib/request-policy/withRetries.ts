import { RequestTimeoutError, retryDelay, scaledDelay, TIMEOUT_MS, type HttpMethod, type RequestClient, type RequestFailure } from './policy';

export interface RetryRequest<T> {
  method: HttpMethod;
  client: RequestClient;
  /**
   * One attempt. Its signal aborts when the attempt times out or the caller cancels; the attempt
   * resolves with its answer or rejects with a failure `classify` can read.
   */
  attempt: (signal: AbortSignal) => Promise<T>;
  /** An answer that failed (a non-2xx response): the failure to decide on, or null when it is final. */
  failureOf?: (answer: T) => RequestFailure | null;
  /** Releases a failed answer that is about to be retried (its unread body). */
  discard?: (answer: T) => void;
  /** A rejected attempt: a network failure unless told otherwise (null: final, never retried). */
  classifyError?: (error: unknown) => RequestFailure | null;
  /** The caller's cancel: stops the attempt in flight and the wait before the next one. */
  signal?: AbortSignal;
}

function abortError(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('The operation was aborted.', 'AbortError');
}

function wait(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(abortError(signal));
    const onAbort = () => {
      clearTimeout(timer);
      reject(abortError(signal!));
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/** One attempt under its own timeout (restarted on each retry) and the caller's signal. */
async function timedAttempt<T>(request: RetryRequest<T>): Promise<T> {
  const timeoutMs = TIMEOUT_MS[request.client];
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort(new RequestTimeoutError(timeoutMs));
  }, timeoutMs);
  const onCancel = () => controller.abort(abortError(request.signal!));
  request.signal?.addEventListener('abort', onCancel, { once: true });
  try {
    return await request.attempt(controller.signal);
  } catch (error) {
    throw timedOut ? new RequestTimeoutError(timeoutMs) : error;
  } finally {
    clearTimeout(timer);
    request.signal?.removeEventListener('abort', onCancel);
  }
}

/**
 * Runs a request under the policy of spec §9: each attempt with the client's timeout, failures
 * retried by method and status with the policy's backoff. Resolves with the last answer (even a
 * failed one, for the caller to report) or rejects with the last error. A cancel is never retried.
 */
export async function withRetries<T>(request: RetryRequest<T>): Promise<T> {
  const classify = request.classifyError ?? ((): RequestFailure => ({ kind: 'network' }));
  for (let retry = 1; ; retry += 1) {
    request.signal?.throwIfAborted();
    let delay: number | null;
    try {
      const answer = await timedAttempt(request);
      const failure = request.failureOf?.(answer) ?? null;
      delay = failure ? retryDelay(request.method, failure, retry) : null;
      if (delay === null) return answer;
      request.discard?.(answer);
    } catch (error) {
      if (request.signal?.aborted) throw error;
      const failure = error instanceof RequestTimeoutError ? ({ kind: 'timeout' } as const) : classify(error);
      delay = failure ? retryDelay(request.method, failure, retry) : null;
      if (delay === null) throw error;
    }
    await wait(scaledDelay(delay), request.signal);
  }
}
