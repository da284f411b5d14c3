/**
 * Recognises a database that cannot be reached right now (PostgreSQL restarting, stopped, out of
 * connections), as opposed to a bug: the HTTP layer answers those with 503 and the spec's message,
 * so a client retries instead of reading a 500.
 */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);

/** SQLSTATE classes 08 (connection exception) and 57P (operator intervention: shutdown, restart), 53300 (too many connections). */
const SQLSTATE = /^(08...|57P0[1-4]|53300)$/;

/** Messages of node-postgres's own connection failures (no code). */
const DRIVER_MESSAGES = [/Connection terminated/i, /connection timeout/i, /Client has encountered a connection error/i, /timeout exceeded when trying to connect/i];

export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; current = current.cause, depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || SQLSTATE.test(code))) return true;
    if (DRIVER_MESSAGES.some((pattern) => pattern.test(current instanceof Error ? current.message : ''))) return true;
    if (current instanceof AggregateError && current.errors.some(isDatabaseUnavailable)) return true;
  }
  return false;
}

export const UNAVAILABLE = { code: 'SERVICE_UNAVAILABLE', message: 'Serviço indisponível. Tente novamente em instantes.' } as const;
