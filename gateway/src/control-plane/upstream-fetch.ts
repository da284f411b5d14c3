import { STATUS_CODES } from 'node:http';
import { Headers as PonyfillHeaders, Response as PonyfillResponse } from '@whatwg-node/fetch';
import { Agent, request, type Dispatcher } from 'undici';
import { withCallerHeaders, type CallerContext } from './caller-headers.js';

/** How long the control plane may take to start and to finish an answer. */
export const UPSTREAM_TIMEOUT_MS = 30_000;

/** What Mesh's REST calls set of RequestInit (bodies are JSON text or absent). */
type UpstreamInit = Pick<RequestInit, 'method' | 'headers' | 'body' | 'signal'>;

export interface UpstreamFetch {
  /** `context`: the GraphQL context Mesh passes to its fetch, whose caller's headers every call carries. */
  (input: string | URL | Request, init?: UpstreamInit, context?: CallerContext): Promise<Response>;
  close(): Promise<void>;
}

export interface UpstreamFetchOptions {
  /** How long a call may wait for the answer's headers, and then between its chunks. */
  timeoutMs?: number;
}

/** undici's `{name: value | value[]}` as Fetch headers (Set-Cookie comes as an array). */
function toHeaders(raw: Record<string, string | string[] | undefined>): InstanceType<typeof PonyfillHeaders> {
  const headers = new PonyfillHeaders();
  for (const [name, value] of Object.entries(raw)) {
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else if (value !== undefined) headers.append(name, value);
  }
  return headers;
}

/**
 * The fetch Mesh uses for the control plane's REST calls. Every GraphQL field is one small JSON
 * call on loopback, so a general-purpose fetch's own cost is paid on every answer (issue 12: the
 * gateway's whole cost is measured against direct REST; this saves about a tenth of its CPU per
 * request). undici's `request` on a keep-alive Agent does the HTTP; the answer is read as text
 * and handed over as the ponyfill Response Mesh uses anyway, whose `text()` (all Mesh calls on
 * it) returns the string as is.
 */
export function createUpstreamFetch({ timeoutMs = UPSTREAM_TIMEOUT_MS }: UpstreamFetchOptions = {}): UpstreamFetch {
  const agent = new Agent({
    // The control plane keeps idle connections for 65 s; reuse them for up to 60 s.
    keepAliveTimeout: 60_000,
    keepAliveMaxTimeout: 60_000,
    // A call times out like the browser's main client (spec §9), on undici's shared timers rather
    // than an AbortSignal.timeout per call that would live for 30 s after the answer.
    headersTimeout: timeoutMs,
    bodyTimeout: timeoutMs,
  });
  const upstreamFetch = async (input: string | URL | Request, init: UpstreamInit = {}, context?: CallerContext): Promise<Response> => {
    const url = typeof input === 'string' || input instanceof URL ? input : input.url;
    // Mesh's own: the operation's header parameters (X-Project-ID...) and content type.
    const operationHeaders = init.headers instanceof Headers ? Object.fromEntries(init.headers) : { ...(init.headers as Record<string, string> | undefined) };
    const headers = withCallerHeaders(operationHeaders, context);
    // A streamed or multipart body (no operation Mesh serves sends one) goes the standard way.
    if (init.body != null && typeof init.body !== 'string' && !(init.body instanceof Uint8Array)) return fetch(url, { ...init, headers });
    const answer = await request(url, {
      method: (init.method ?? 'GET') as Dispatcher.HttpMethod,
      headers,
      body: init.body as string | Uint8Array | null | undefined,
      signal: init.signal ?? undefined,
      dispatcher: agent,
    });
    const text = await answer.body.text();
    // 204 and 304 have no body by definition; Response refuses one for them.
    const bodyless = answer.statusCode === 204 || answer.statusCode === 304;
    return new PonyfillResponse(bodyless ? null : text, {
      status: answer.statusCode,
      statusText: STATUS_CODES[answer.statusCode] ?? '',
      headers: toHeaders(answer.headers),
    }) as unknown as Response;
  };
  return Object.assign(upstreamFetch, { close: () => agent.close() });
}
