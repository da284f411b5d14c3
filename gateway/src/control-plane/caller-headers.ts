/**
 * What the control plane learns of the caller on every call the gateway makes for a GraphQL request
 * (query and mutation fields through Mesh, subscription streams): the credentials, the client's
 * address and the request id, one list for both kinds of call. The plain-HTTP proxy
 * (src/http/proxy.ts) forwards its own, longer list: it carries bodies, ranges and conditionals too.
 */
export const CALLER_HEADERS = ['cookie', 'authorization', 'x-csrf-token', 'user-agent', 'x-request-id'] as const;

/** What the GraphQL context holds of the caller. */
export interface CallerContext {
  /** The incoming request's headers, lower-case names (Mesh puts them there; X-Request-ID is the gateway's id, set by requestContext). */
  headers?: Record<string, string | undefined>;
  /** X-Forwarded-For with the client's address appended (app.ts): the control plane rate-limits by it. */
  forwardedFor?: string;
}

/** The caller's headers, added to `headers` (lower-case names) and returned. */
export function withCallerHeaders(headers: Record<string, string>, context: CallerContext | undefined): Record<string, string> {
  for (const name of CALLER_HEADERS) {
    const value = context?.headers?.[name];
    if (value) headers[name] = value;
  }
  if (context?.forwardedFor) headers['x-forwarded-for'] = context.forwardedFor;
  return headers;
}
