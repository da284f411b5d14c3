// Plain-HTTP proxy to the control plane, for what GraphQL carries badly: uploads (multipart
// archives for POST /api/v1/scans) and, later, downloads (PDF, zip, artifacts). Bodies stream
// both ways, never buffered; only error answers (small JSON) are read to keep them clean.
import { request as httpRequest, type ClientRequest, type IncomingHttpHeaders, type IncomingMessage, type OutgoingHttpHeaders } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { Request, Response } from 'express';
import { upstreamErrorView } from '../graphql/errors.js';
import { forwardedFor } from './client-address.js';
import { discardRequestBody } from './discard-body.js';

export const UPSTREAM_UNAVAILABLE = { code: 'UPSTREAM_UNAVAILABLE', message: 'Serviço indisponível. Tente novamente em instantes.' };
export const PAYLOAD_TOO_LARGE = { code: 'PAYLOAD_TOO_LARGE', message: 'Arquivo muito grande para envio' };

/** Request headers the control plane gets (X-Forwarded-For is set apart). */
export const DEFAULT_REQUEST_HEADERS = [
  'authorization',
  'cookie',
  'x-csrf-token',
  'x-tenant-id',
  'x-project-id',
  'content-type',
  'content-length',
  'accept',
  'accept-language',
  'user-agent',
  'x-request-id',
  // Conditional and partial downloads.
  'range',
  'if-range',
  'if-none-match',
  'if-modified-since',
] as const;

/** Response headers the client gets; everything else of the control plane stays behind. */
export const DEFAULT_RESPONSE_HEADERS = [
  'content-type',
  'content-length',
  'content-disposition',
  'content-range',
  'accept-ranges',
  'cache-control',
  'etag',
  'last-modified',
  'expires',
  'retry-after',
  'set-cookie',
] as const;

/** Largest error body read from the control plane to be checked. */
const ERROR_BODY_LIMIT = 64 * 1024;

export interface ProxyOptions {
  /** Base URL of the control plane, e.g. http://127.0.0.1:4100. */
  controlPlaneUrl: string;
  /** Largest request body in bytes (declared or streamed); over it the answer is 413. Default: no limit. */
  maxBodyBytes?: number;
  /** Message of the 413 (Portuguese). */
  tooLargeMessage?: string;
  requestHeaders?: readonly string[];
  responseHeaders?: readonly string[];
  /**
   * Idle time of the upstream connection (no bytes either way) before giving up, in ms.
   * Default 5 minutes (a scan archive may take a while to be stored).
   */
  idleTimeoutMs?: number;
  /** Upstream failures hidden from the client, for the server log. */
  onError?: (error: unknown) => void;
}

export type ProxyOverrides = Partial<Omit<ProxyOptions, 'controlPlaneUrl' | 'onError'>>;

/**
 * proxyToControlPlane(req, res, path[, overrides]): sends the request (method, body as a stream,
 * the forwarded headers + X-Forwarded-For) to `path` (with its query, if any) on the control
 * plane and streams the answer back with its status and safe headers. Resolves when the
 * exchange is over; never rejects.
 *
 * - A declared Content-Length over the limit is refused (413) before the control plane is
 *   contacted; a chunked body is counted as it streams and cut (413, upstream aborted) at the limit.
 * - Error answers (4xx/5xx) are reduced to the control plane's `{code, message, field?}` (a
 *   Portuguese message by status when the body is not one) so no upstream detail leaks.
 * - No answer (refused, reset, timeout) is 502 UPSTREAM_UNAVAILABLE; a client that goes away
 *   aborts the upstream request.
 */
export type ProxyToControlPlane = (req: Request, res: Response, path: string, overrides?: ProxyOverrides) => Promise<void>;

function pickHeaders(headers: IncomingHttpHeaders, names: readonly string[]): OutgoingHttpHeaders {
  const picked: OutgoingHttpHeaders = {};
  for (const name of names) {
    const value = headers[name];
    if (value !== undefined && value !== '') picked[name] = value;
  }
  return picked;
}

function sendJson(res: Response, status: number, body: object, extraHeaders: OutgoingHttpHeaders = {}): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  const text = JSON.stringify(body);
  res.writeHead(status, {
    ...extraHeaders,
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
    'cache-control': 'no-store',
  });
  res.end(text);
}

function isJson(contentType: string | undefined): boolean {
  return /^application\/(?:[\w.+-]+\+)?json\b/i.test(contentType ?? '');
}

export function createControlPlaneProxy(defaults: ProxyOptions): ProxyToControlPlane {
  const base = new URL(defaults.controlPlaneUrl);
  const send = base.protocol === 'https:' ? httpsRequest : httpRequest;

  return (req, res, path, overrides = {}) =>
    new Promise<void>((resolve) => {
      const options = { ...defaults, ...overrides };
      const limit = options.maxBodyBytes;
      const tooLarge = { code: PAYLOAD_TOO_LARGE.code, message: options.tooLargeMessage ?? PAYLOAD_TOO_LARGE.message };
      const allowedResponseHeaders = options.responseHeaders ?? DEFAULT_RESPONSE_HEADERS;

      let settled = false;
      const done = () => {
        if (settled) return;
        settled = true;
        resolve();
      };
      res.once('close', done);

      const declared = Number(req.headers['content-length']);
      if (limit !== undefined && Number.isFinite(declared) && declared > limit) {
        // Refused before anything is sent on; the rest is read and dropped (no reset for the client).
        sendJson(res, 413, tooLarge);
        discardRequestBody(req);
        return;
      }

      // Appended, never resolved: a path like `//host/x` cannot leave the control plane.
      const target = new URL(`${base.href.replace(/\/+$/, '')}${path.startsWith('/') ? '' : '/'}${path}`);
      if (target.origin !== base.origin) {
        defaults.onError?.(new Error(`proxy path leaves the control plane: ${path}`));
        sendJson(res, 502, UPSTREAM_UNAVAILABLE);
        return;
      }
      const headers = pickHeaders(req.headers, options.requestHeaders ?? DEFAULT_REQUEST_HEADERS);
      const forwarded = forwardedFor(req);
      if (forwarded) headers['x-forwarded-for'] = forwarded;
      const hasBody = req.headers['content-length'] !== undefined || req.headers['transfer-encoding'] !== undefined;

      let upstream: ClientRequest;
      /** Set once the client has an answer (ours or the control plane's): nothing more is sent. */
      let answered = false;
      /** Set once the control plane has answered: its answer's own handlers deal with failures. */
      let responded = false;
      /** The client went away before its answer was complete. */
      let clientGone = false;
      let received = 0;

      const fail = (error: unknown) => {
        // E.g. EPIPE while still uploading to a control plane that already answered and closed,
        // or the upstream request we aborted because the client went away.
        if (responded || clientGone) return;
        if (answered) {
          // Mid-answer: the only honest thing left is to cut the connection.
          if (!res.writableEnded) res.destroy();
          return;
        }
        answered = true;
        options.onError?.(error);
        sendJson(res, 502, UPSTREAM_UNAVAILABLE);
      };

      try {
        upstream = send(target, { method: req.method, headers, timeout: options.idleTimeoutMs ?? 300_000 });
      } catch (error) {
        fail(error);
        return;
      }

      upstream.on('timeout', () => upstream.destroy(new Error(`control plane idle for ${options.idleTimeoutMs ?? 300_000} ms`)));
      upstream.on('error', fail);

      // The client went away (upload cut, tab closed, download cancelled): stop the upstream request.
      res.once('close', () => {
        if (res.writableFinished) return;
        clientGone = true;
        upstream.destroy();
      });

      upstream.on('response', (answer: IncomingMessage) => {
        responded = true;
        if (answered) {
          answer.resume();
          return;
        }
        answered = true;
        const status = answer.statusCode ?? 502;
        const safe = pickHeaders(answer.headers, allowedResponseHeaders);

        if (status >= 400) {
          // Small JSON by contract: read it (bounded) and pass on only its client-facing part.
          const chunks: Buffer[] = [];
          let size = 0;
          answer.on('data', (chunk: Buffer) => {
            size += chunk.length;
            if (size <= ERROR_BODY_LIMIT) chunks.push(chunk);
          });
          answer.on('error', () => res.destroy());
          answer.on('end', () => {
            let body: unknown;
            if (isJson(answer.headers['content-type']) && size <= ERROR_BODY_LIMIT) {
              try {
                body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
              } catch {
                body = undefined;
              }
            }
            const view = upstreamErrorView(status, body, answer.headers);
            if (status >= 500) options.onError?.(new Error(`control plane answered ${status} to ${req.method} ${target.pathname}`));
            const out: Record<string, unknown> = { code: view.extensions.code, message: view.message };
            if (typeof view.extensions.field === 'string') out.field = view.extensions.field;
            const keep: OutgoingHttpHeaders = {};
            for (const name of ['retry-after', 'set-cookie', 'cache-control']) if (safe[name] !== undefined) keep[name] = safe[name];
            sendJson(res, status, out, keep);
            // Refused before the upload ended (e.g. no credentials): the rest is read and dropped.
            discardRequestBody(req);
          });
          return;
        }

        res.writeHead(status, safe);
        answer.on('error', () => res.destroy());
        answer.on('aborted', () => res.destroy());
        answer.pipe(res);
      });

      if (!hasBody || req.method === 'GET' || req.method === 'HEAD') {
        upstream.end();
        return;
      }

      // The body, chunk by chunk, with backpressure both ways and the limit counted as it goes.
      req.on('data', (chunk: Buffer) => {
        received += chunk.length;
        if (limit !== undefined && received > limit) {
          // Already answered: the rest is being dropped (see discardRequestBody).
          if (!answered) {
            answered = true;
            upstream.destroy();
            sendJson(res, 413, tooLarge);
            discardRequestBody(req);
          }
          return;
        }
        if (answered || upstream.destroyed) return;
        if (!upstream.write(chunk)) {
          req.pause();
          upstream.once('drain', () => req.resume());
        }
      });
      req.on('end', () => {
        if (!upstream.destroyed) upstream.end();
      });
      req.on('error', () => upstream.destroy());
    });
}
