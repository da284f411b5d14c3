// Error shaping: what a GraphQL client may see of a failure.
//
// Mesh (ignoreErrorResponses) turns a REST error into a GraphQL error whose extensions carry the
// upstream request URL, response headers and body. Clients get only the control plane's
// Portuguese message and `extensions: {code, status}` (plus `field` for a 422 and `retryAfter`
// for a 429). Anything unexplained becomes a generic internal error. The status never goes into
// `extensions.http`, which Yoga would turn into the HTTP status of the whole response.
import { GraphQLError } from 'graphql';
import { limitRefusal, QUERY_LIMIT_CODE } from './armor.js';

export const INTERNAL_MESSAGE = 'Erro interno do servidor';
export const UNAVAILABLE_MESSAGE = 'Serviço indisponível. Tente novamente em instantes.';

/** An error our own resolvers and plugins may throw with a message fit for the user. */
export class GatewayError extends Error {
  constructor(
    readonly code: string,
    readonly status: number,
    message: string,
    /** More client-safe extensions (`field`, `retryAfter`). */
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'GatewayError';
  }
}

export const unavailableError = () => new GatewayError('SERVICE_UNAVAILABLE', 503, UNAVAILABLE_MESSAGE);
export const internalError = () => new GatewayError('INTERNAL', 500, INTERNAL_MESSAGE);

/** Used when the control plane answers an error without a JSON {code, message} body. */
const STATUS_FALLBACK: Record<number, { code: string; message: string }> = {
  400: { code: 'BAD_REQUEST', message: 'Requisição inválida' },
  401: { code: 'UNAUTHENTICATED', message: 'Autenticação necessária' },
  403: { code: 'FORBIDDEN', message: 'Acesso negado' },
  404: { code: 'NOT_FOUND', message: 'Recurso não encontrado' },
  409: { code: 'CONFLICT', message: 'Conflito com o estado atual do recurso' },
  413: { code: 'PAYLOAD_TOO_LARGE', message: 'Requisição muito grande' },
  422: { code: 'VALIDATION_ERROR', message: 'Dados inválidos' },
  429: { code: 'RATE_LIMITED', message: 'Muitas requisições. Tente novamente em instantes.' },
  501: { code: 'NOT_IMPLEMENTED', message: 'Funcionalidade desabilitada' },
  502: { code: 'SERVICE_UNAVAILABLE', message: UNAVAILABLE_MESSAGE },
  503: { code: 'SERVICE_UNAVAILABLE', message: UNAVAILABLE_MESSAGE },
  504: { code: 'SERVICE_UNAVAILABLE', message: UNAVAILABLE_MESSAGE },
};

/** Codes graphql-js and Yoga give to errors in the client's own document or variables. */
const CLIENT_REQUEST_CODES = new Set([
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_USER_INPUT',
  'BAD_REQUEST',
  'PERSISTED_QUERY_NOT_FOUND',
]);

type Extensions = Record<string, unknown>;

function isClientRequestError(error: GraphQLError): boolean {
  const { code, http } = error.extensions ?? {};
  // Variable coercion errors keep the scalar's own error as originalError.
  if (typeof code === 'string' && CLIENT_REQUEST_CODES.has(code)) return true;
  return !error.originalError && isRecord(http) && typeof http.status === 'number' && http.status >= 400 && http.status < 500;
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The upstream response Mesh attached to an error, wherever in the chain it sits. */
function findUpstreamResponse(error: unknown, depth = 0): Extensions | undefined {
  if (!isRecord(error) || depth > 5) return undefined;
  const extensions = error.extensions;
  if (isRecord(extensions) && isRecord(extensions.response) && typeof extensions.response.status === 'number') {
    return extensions.response;
  }
  return findUpstreamResponse(error.originalError, depth + 1);
}

function findGatewayError(error: unknown, depth = 0): GatewayError | undefined {
  if (error instanceof GatewayError) return error;
  if (!isRecord(error) || depth > 5) return undefined;
  return findGatewayError(error.originalError, depth + 1);
}

/** fetch() failures: connection refused, reset, DNS, timeouts. */
function isNetworkFailure(error: unknown, depth = 0): boolean {
  if (!isRecord(error) || depth > 5) return false;
  const code = typeof error.code === 'string' ? error.code : '';
  const message = typeof error.message === 'string' ? error.message : '';
  if (/^(ECONNREFUSED|ECONNRESET|ENOTFOUND|EAI_AGAIN|ETIMEDOUT|EHOSTUNREACH|UND_ERR_\w+)$/.test(code)) return true;
  if (error.name === 'TimeoutError' || error.name === 'AbortError') return true;
  // Mesh reports an upstream call it aborted (its 30 s timeout) by message only.
  if (/fetch failed|ECONNREFUSED|ECONNRESET|socket hang up|timed? ?out|operation was aborted/i.test(message)) return true;
  return isNetworkFailure(error.cause, depth + 1) || isNetworkFailure(error.originalError, depth + 1);
}

/**
 * graphql-js' variable coercion errors: 'Variable "$input" got invalid value "x" at
 * "input.email"; ...'. Gives the offending field without the variable's own name ("email").
 */
function invalidVariableField(error: GraphQLError): string | undefined {
  if (error.path) return undefined;
  // graphql-jit (which coerces the variables here) words a null for a non-null type its own way.
  const match = /^Variable "\$(\w+)" (?:got invalid value .*? at "([^"]+)"|got invalid value|of required type|of non-null type)/s.exec(error.message);
  if (!match) return undefined;
  const [, variable = '', at] = match;
  if (!at) return variable;
  const parts = at.split('.');
  return parts.length > 1 ? parts.slice(1).join('.') : variable;
}

function retryAfterSeconds(headers: unknown): number | undefined {
  if (!isRecord(headers)) return undefined;
  const raw = headers['retry-after'];
  const seconds = typeof raw === 'string' ? Number.parseInt(raw, 10) : Number.NaN;
  return Number.isFinite(seconds) && seconds >= 0 ? seconds : undefined;
}

function shaped(error: GraphQLError, message: string, extensions: Extensions): GraphQLError {
  return new GraphQLError(message, {
    nodes: error.nodes,
    source: error.source,
    positions: error.positions,
    path: error.path,
    extensions,
  });
}

/** What a client may see of a control plane error answer. */
export interface UpstreamErrorView {
  message: string;
  extensions: Extensions & { code: string; status: number };
}

/**
 * The client's view of a REST error answer: the control plane's own `{code, message, field?}`
 * when the body is one, a Portuguese message by status otherwise; generic for internal errors;
 * `retryAfter` (seconds) of a 429/503. Shared by Mesh's errors, the subscriptions and the proxy.
 * `headers` is a plain object with lower-case names (Mesh) or a Fetch Headers.
 */
export function upstreamErrorView(status: number, body: unknown, headers?: unknown): UpstreamErrorView {
  const fallback = STATUS_FALLBACK[status] ?? { code: 'INTERNAL', message: INTERNAL_MESSAGE };
  const extensions: UpstreamErrorView['extensions'] = { code: fallback.code, status };
  let message = fallback.message;
  if (isRecord(body) && typeof body.code === 'string' && typeof body.message === 'string') {
    extensions.code = body.code;
    message = body.message;
    if (typeof body.field === 'string') extensions.field = body.field;
  }
  if (status >= 500 && extensions.code === 'INTERNAL') message = INTERNAL_MESSAGE;
  const plainHeaders = headers instanceof Headers ? { 'retry-after': headers.get('retry-after') ?? undefined } : headers;
  const retryAfter = retryAfterSeconds(plainHeaders);
  if (retryAfter !== undefined && (status === 429 || status === 503)) extensions.retryAfter = retryAfter;
  return { message, extensions };
}

/** A REST error answer as the GatewayError a subscription fails with (the client's view of it, see upstreamErrorView). */
export function upstreamGatewayError(status: number, body: unknown, headers?: unknown): GatewayError {
  const view = upstreamErrorView(status, body, headers);
  const { code, status: viewStatus, ...extra } = view.extensions;
  return new GatewayError(code, viewStatus, view.message, extra);
}

function fromUpstream(error: GraphQLError, response: Extensions): GraphQLError {
  const view = upstreamErrorView(response.status as number, response.body, response.headers);
  return shaped(error, view.message, view.extensions);
}

export interface ShapeOptions {
  /** Called with errors that are hidden behind the generic message, for the server log. */
  onInternalError?: (error: GraphQLError) => void;
}

/** Turns one GraphQL error into what the client may see. */
export function shapeError(error: GraphQLError, options: ShapeOptions = {}): GraphQLError {
  const response = findUpstreamResponse(error);
  if (response) return fromUpstream(error, response);

  const own = findGatewayError(error);
  if (own) return shaped(error, own.message, { ...own.extra, code: own.code, status: own.status });

  const invalidField = invalidVariableField(error);
  if (invalidField !== undefined) {
    // A value the user typed failed a scalar of the contract (e-mail, length, pattern): answer
    // like the control plane's own 422.
    return shaped(error, `Dados inválidos: ${invalidField}`, { code: 'VALIDATION_ERROR', status: 422, field: invalidField });
  }

  const refusal = limitRefusal(error.message);
  if (refusal !== undefined) {
    // A document over one of the limits of armor.ts: 400, our message without graphql-armor's prefix.
    return shaped(error, refusal, { code: QUERY_LIMIT_CODE, status: 400, http: { status: 400 } });
  }

  if (isClientRequestError(error)) {
    // Errors in the caller's own document, variables or HTTP request (graphql-js and Yoga):
    // the message is about their query. `http` stays: Yoga reads it for the HTTP status (400,
    // 405) and leaves it out of the body.
    const http = error.extensions.http;
    const status = isRecord(http) && typeof http.status === 'number' ? http.status : 400;
    const code = typeof error.extensions.code === 'string' ? error.extensions.code : 'BAD_REQUEST';
    const extensions: Extensions = { code, status };
    if (isRecord(http)) extensions.http = http;
    return shaped(error, error.message, extensions);
  }

  if (isNetworkFailure(error)) {
    options.onInternalError?.(error);
    return shaped(error, UNAVAILABLE_MESSAGE, { code: 'SERVICE_UNAVAILABLE', status: 503 });
  }

  options.onInternalError?.(error);
  return shaped(error, INTERNAL_MESSAGE, { code: 'INTERNAL', status: 500 });
}

/** Shapes every error of a result and drops exact duplicates (Mesh v0 reports some twice). */
export function shapeErrors(errors: readonly GraphQLError[], options: ShapeOptions = {}): GraphQLError[] {
  const seen = new Set<string>();
  const out: GraphQLError[] = [];
  for (const error of errors) {
    const result = shapeError(error, options);
    const key = JSON.stringify([result.message, result.path, result.locations, result.extensions]);
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(result);
  }
  return out;
}
