import http from 'node:http';
import https from 'node:https';
import { checkTarget, pinnedLookup, systemResolver, type Resolver, type TargetPolicy } from './target-guard.js';

/** The fetch options an outbound client passes (openid-client's CustomFetchOptions is one). */
export interface CheckedFetchOptions {
  method?: string;
  headers?: Record<string, string>;
  body?: string | URLSearchParams | Uint8Array | ArrayBuffer | null | undefined | ReadableStream;
  signal?: AbortSignal | undefined;
}

export type CheckedFetch = (url: string, options?: CheckedFetchOptions) => Promise<Response>;

/** A provider's answer (discovery, JWKS, tokens) is small; anything larger is cut off as hostile. */
const MAX_RESPONSE_BYTES = 1024 * 1024;

function bodyBytes(body: CheckedFetchOptions['body']): Buffer | undefined {
  if (body === undefined || body === null) return undefined;
  if (typeof body === 'string' || body instanceof URLSearchParams) return Buffer.from(body.toString(), 'utf8');
  if (body instanceof ArrayBuffer || body instanceof Uint8Array) return Buffer.from(body as Uint8Array);
  throw new TypeError('streamed request bodies are not sent to checked targets');
}

/**
 * A fetch for URLs an administrator or a remote document chose (SSRF): each request checks its URL
 * with the webhooks' guard and connects to the very address that passed, so a DNS answer changed
 * between the check and the connection (rebinding) cannot reach an internal address. Redirects are
 * never followed (the caller sees the 3xx), as with webhooks.
 */
export function checkedFetch(policy: TargetPolicy, resolve: Resolver = systemResolver, refusedFor?: string): CheckedFetch {
  return async (rawUrl, options = {}) => {
    const checked = await checkTarget(rawUrl, policy, resolve, refusedFor);
    const body = bodyBytes(options.body);
    const client = checked.url.protocol === 'https:' ? https : http;
    return new Promise<Response>((resolvePromise, reject) => {
      const request = client.request(checked.url, {
        method: options.method ?? 'GET',
        headers: { ...options.headers, ...(body ? { 'Content-Length': String(body.length) } : {}) },
        lookup: pinnedLookup(checked),
        ...(options.signal ? { signal: options.signal } : {}),
      });
      request.on('response', (response) => {
        const chunks: Buffer[] = [];
        let read = 0;
        response.on('data', (chunk: Buffer) => {
          read += chunk.length;
          if (read > MAX_RESPONSE_BYTES) response.destroy(new Error(`response larger than ${MAX_RESPONSE_BYTES} bytes`));
          else chunks.push(chunk);
        });
        response.on('error', reject);
        response.on('end', () => {
          const headers = new Headers();
          for (const [name, value] of Object.entries(response.headers)) {
            for (const one of Array.isArray(value) ? value : value === undefined ? [] : [value]) headers.append(name, one);
          }
          const status = response.statusCode ?? 502;
          // A Response cannot carry a body on these statuses.
          const empty = status === 204 || status === 304 || (status >= 100 && status < 200);
          resolvePromise(new Response(empty ? null : Buffer.concat(chunks), { status, statusText: response.statusMessage ?? '', headers }));
        });
      });
      request.on('error', reject);
      request.end(body);
    });
  };
}
