import type { Request } from 'express';

/**
 * X-Forwarded-For for the control plane: what the client sent (if anything) with the address of
 * the peer we see appended, as every proxy does. The control plane trusts loopback proxies, so
 * it rate-limits by the address we append, not by anything a client claims.
 */
export function forwardedFor(req: Request): string {
  const peer = (req.socket.remoteAddress ?? '').replace(/^::ffff:/, '');
  const incoming = req.headers['x-forwarded-for'];
  const previous = (Array.isArray(incoming) ? incoming.join(', ') : incoming ?? '').trim();
  if (!peer) return previous;
  return previous ? `${previous}, ${peer}` : peer;
}
