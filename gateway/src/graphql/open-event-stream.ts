// Opening a REST event stream of the control plane: its answer checked, its errors the control plane's.
import { internalError, unavailableError, upstreamGatewayError } from './errors.js';

/** Largest error body read from the control plane. */
const ERROR_BODY_LIMIT = 64 * 1024;

async function readErrorBody(response: Response): Promise<unknown> {
  try {
    const text = await response.text();
    return text.length <= ERROR_BODY_LIMIT ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    return undefined;
  }
}

export interface OpenStreamOptions {
  url: string;
  headers: Record<string, string>;
  /** Aborts the request (the client went away). */
  signal?: AbortSignal;
  connectTimeoutMs: number;
  fetch: typeof fetch;
  onInternalError?: (error: unknown) => void;
}

/**
 * Opens a REST event stream and waits for its answer. Anything but a 200 text/event-stream
 * becomes a GatewayError with the control plane's code and Portuguese message (401/403 stay
 * 401/403): the subscription then fails before any event, and no stream is left open.
 */
export async function openEventStream(options: OpenStreamOptions): Promise<{ body: ReadableStream<Uint8Array>; controller: AbortController }> {
  const controller = new AbortController();
  const onAbort = () => controller.abort();
  options.signal?.addEventListener('abort', onAbort, { once: true });
  if (options.signal?.aborted) controller.abort();
  const timer = setTimeout(() => controller.abort(), options.connectTimeoutMs);
  let response: Response;
  try {
    response = await options.fetch(options.url, { headers: options.headers, signal: controller.signal, redirect: 'manual' });
  } catch (error) {
    options.signal?.removeEventListener('abort', onAbort);
    options.onInternalError?.(error);
    throw unavailableError();
  } finally {
    clearTimeout(timer);
  }
  // After the answer, the client's signal still ends the stream (the iterator may not be asked again).
  controller.signal.addEventListener('abort', () => options.signal?.removeEventListener('abort', onAbort), { once: true });

  const contentType = response.headers.get('content-type') ?? '';
  if (response.status === 200 && response.body && contentType.startsWith('text/event-stream')) {
    return { body: response.body, controller };
  }
  const body = response.status === 200 ? undefined : await readErrorBody(response);
  controller.abort();
  if (response.status === 200) {
    options.onInternalError?.(new Error(`event stream answered 200 with content-type "${contentType}"`));
    throw internalError();
  }
  const error = upstreamGatewayError(response.status, body, response.headers);
  if (response.status >= 500 && error.code === 'INTERNAL') {
    options.onInternalError?.(new Error(`event stream answered ${response.status}`));
  }
  throw error;
}
