import { OperationTypeNode } from 'graphql';
import { credentialHeaders } from '../apollo';
import { dropRejectedCredentials } from '../rejected-credentials';
import { withRetries } from '../request-policy';
import { DownloadHttpError } from './download-errors';
import { contentLength, filenameFromContentDisposition, readBodyWithProgress, type DownloadProgress } from './download';

export { DownloadHttpError, isAbortError } from './download-errors';

/**
 * The one authenticated download of the app: plain HTTP on the gateway (PDFs, zips, artifacts)
 * with the GraphQL link's credentials, one error type and the same 401 policy as GraphQL.
 */

/** Retry-After in seconds: delta-seconds, or an HTTP date from now; null when absent or past. */
export function parseRetryAfter(value: string | null, now: number = Date.now()): number | null {
  if (!value) return null;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const at = Date.parse(trimmed);
  if (Number.isNaN(at)) return null;
  const seconds = Math.ceil((at - now) / 1000);
  return seconds > 0 ? seconds : null;
}


export interface AuthenticatedDownloadRequest {
  /** A same-origin path on the gateway. */
  url: string;
  /** POST sends `body` as JSON and counts as a mutation (session mode adds X-CSRF-Token). */
  method?: 'GET' | 'POST';
  body?: unknown;
  /** The Accept header, when the server offers more than one type. */
  accept?: string;
  /** Workspace headers (X-Tenant-ID, X-Project-ID) for routes that read them. */
  workspace?: { tenantId: string | null; projectId: string };
  /** The file name when the answer has no Content-Disposition. */
  fallbackFilename: string;
  signal?: AbortSignal;
  /** Headers arrived: the file is ready and its body starts (total 0 when unknown). */
  onResponse?: (total: number) => void;
  onProgress?: (progress: DownloadProgress) => void;
  now?: () => number;
}

function requestHeaders(request: AuthenticatedDownloadRequest, post: boolean): Record<string, string> {
  const headers: Record<string, string> = { ...credentialHeaders(post ? OperationTypeNode.MUTATION : OperationTypeNode.QUERY) };
  if (request.accept) headers.Accept = request.accept;
  if (request.workspace) {
    headers['X-Project-ID'] = request.workspace.projectId;
    if (request.workspace.tenantId) headers['X-Tenant-ID'] = request.workspace.tenantId;
  }
  if (post) headers['Content-Type'] = 'application/json';
  return headers;
}

/** The `message` of a JSON error body; other bodies are not read (the connection is released). */
async function errorMessage(response: Response): Promise<string | null> {
  if (!(response.headers.get('Content-Type') ?? '').includes('json')) {
    void response.body?.cancel().catch(() => undefined);
    return null;
  }
  const body = (await response.json().catch(() => null)) as { message?: unknown } | null;
  return typeof body?.message === 'string' && body.message ? body.message : null;
}

/**
 * Fetches a file with the caller's credentials and reads it with progress. A non-2xx answer is a
 * DownloadHttpError; a 401 also drops the rejected credentials and goes to /login (spec §8).
 */
export async function authenticatedDownload(request: AuthenticatedDownloadRequest): Promise<{ blob: Blob; filename: string }> {
  const post = request.method === 'POST';
  // The request policy (retries by method and status, the files client's 30 s per attempt until
  // the answer's headers arrive; the body then streams for as long as it takes).
  const response = await withRetries({
    method: post ? 'POST' : 'GET',
    client: 'files',
    signal: request.signal,
    attempt: (signal) =>
      fetch(request.url, {
        method: post ? 'POST' : 'GET',
        credentials: 'same-origin',
        headers: requestHeaders(request, post),
        body: post ? JSON.stringify(request.body ?? {}) : undefined,
        signal,
      }),
    failureOf: (answer) => (answer.ok ? null : { kind: 'status', status: answer.status }),
    discard: (answer) => void answer.body?.cancel().catch(() => undefined),
  });
  if (!response.ok) {
    if (response.status === 401) dropRejectedCredentials(window.location.pathname);
    throw new DownloadHttpError(response.status, parseRetryAfter(response.headers.get('Retry-After'), request.now?.()), await errorMessage(response));
  }
  request.onResponse?.(contentLength(response));
  const blob = await readBodyWithProgress(response, { onProgress: request.onProgress, now: request.now, signal: request.signal });
  return { blob, filename: filenameFromContentDisposition(response.headers.get('Content-Disposition')) ?? request.fallbackFilename };
}
