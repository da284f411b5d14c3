import { CombinedGraphQLErrors, CombinedProtocolErrors, ServerError, ServerParseError } from '@apollo/client/errors';
import type { GraphQLFormattedError } from 'graphql';

/**
 * The gateway shapes upstream REST errors as GraphQL errors whose extensions carry
 * `{code, status, field?}` and whose message is the control plane's Portuguese message.
 */
interface ErrorExtensions {
  code?: unknown;
  status?: unknown;
  statusCode?: unknown;
  field?: unknown;
  http?: { status?: unknown };
  response?: { status?: unknown; body?: { message?: unknown; code?: unknown } };
}

function toNumber(value: unknown): number | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && /^\d{3}$/.test(value)) return Number(value);
  return undefined;
}

export function statusOfGraphQLError(error: GraphQLFormattedError): number | undefined {
  const ext = (error.extensions ?? {}) as ErrorExtensions;
  return toNumber(ext.status) ?? toNumber(ext.statusCode) ?? toNumber(ext.response?.status) ?? toNumber(ext.http?.status);
}

export function codeOfGraphQLError(error: GraphQLFormattedError): string | undefined {
  const ext = (error.extensions ?? {}) as ErrorExtensions;
  const code = ext.code ?? ext.response?.body?.code;
  return typeof code === 'string' ? code : undefined;
}

export function messageOfGraphQLError(error: GraphQLFormattedError): string | undefined {
  const ext = (error.extensions ?? {}) as ErrorExtensions;
  const body = ext.response?.body?.message;
  if (typeof body === 'string' && body) return body;
  return error.message || undefined;
}

function firstGraphQLError(error: unknown): GraphQLFormattedError | undefined {
  return CombinedGraphQLErrors.is(error) ? error.errors[0] : undefined;
}

/** HTTP status behind an Apollo error: the upstream status of a GraphQL error, or the gateway's own status. */
export function getErrorStatus(error: unknown): number | undefined {
  const gqlError = firstGraphQLError(error);
  if (gqlError) return statusOfGraphQLError(gqlError);
  if (ServerError.is(error)) return error.statusCode;
  if (ServerParseError.is(error)) return error.statusCode;
  return undefined;
}

export function getErrorCode(error: unknown): string | undefined {
  const gqlError = firstGraphQLError(error);
  return gqlError ? codeOfGraphQLError(gqlError) : undefined;
}

/** The field of a 422, when the server named one. */
export function getErrorField(error: unknown): string | undefined {
  const gqlError = firstGraphQLError(error);
  const field = (gqlError?.extensions as ErrorExtensions | undefined)?.field;
  return typeof field === 'string' ? field : undefined;
}

/** The server's message, when the error came from the server. */
export function getServerMessage(error: unknown): string | undefined {
  const gqlError = firstGraphQLError(error);
  if (gqlError) return messageOfGraphQLError(gqlError);
  return undefined;
}

/** No answer at all: fetch failed (offline, DNS, connection refused, CORS, abort). */
export function isNetworkError(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  if (CombinedGraphQLErrors.is(error) || ServerError.is(error) || ServerParseError.is(error)) return false;
  if (CombinedProtocolErrors.is(error)) return false;
  return error instanceof Error;
}
