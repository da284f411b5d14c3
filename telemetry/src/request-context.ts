import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { Middleware } from './http-types.js';

/**
 * One id per request, made at the gateway (or adopted from a trusted caller's X-Request-ID) and
 * carried to the control plane, into every log line written while the request is served: loggers
 * read it from here (pino's `mixin`), so services need not pass it along.
 */
const storage = new AsyncLocalStorage<{ requestId: string }>();

export const REQUEST_ID_HEADER = 'x-request-id';

/** What we adopt from a caller: printable ids of a sane length (a header is client input). */
const ACCEPTED_ID = /^[A-Za-z0-9._:-]{8,128}$/;

export function requestIdFrom(header: string | string[] | undefined): string {
  const value = Array.isArray(header) ? header[0] : header;
  return value && ACCEPTED_ID.test(value) ? value : randomUUID();
}

export function currentRequestId(): string | undefined {
  return storage.getStore()?.requestId;
}

/** For pino's `mixin`: `{ requestId }` inside a request, nothing outside. */
export function requestIdMixin(): { requestId?: string } {
  const requestId = currentRequestId();
  return requestId ? { requestId } : {};
}

/**
 * Adopts the caller's id (or makes one), answers it in X-Request-ID and serves the request inside
 * its context. The request's own header is set to the id too, so whatever forwards the request's
 * headers upstream (the gateway's proxy and Mesh) carries the same id.
 */
export function requestContext(): Middleware {
  return (req, res, next) => {
    const requestId = requestIdFrom(req.headers[REQUEST_ID_HEADER]);
    req.headers[REQUEST_ID_HEADER] = requestId;
    res.setHeader('X-Request-ID', requestId);
    storage.run({ requestId }, next);
  };
}
