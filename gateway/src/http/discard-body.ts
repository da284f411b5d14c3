import type { IncomingMessage } from 'node:http';

/** How much of a refused body is read and thrown away before the connection is cut. */
export interface DiscardLimits {
  maxBytes: number;
  maxMs: number;
}

/** Enough for the largest upload the gateway accepts, several times over, on a slow link. */
export const DEFAULT_DISCARD_LIMITS: DiscardLimits = { maxBytes: 512 * 1024 * 1024, maxMs: 120_000 };

/**
 * After an answer sent before the request body was read (a refused upload: too large, wrong type,
 * no credentials): reads the rest of the body and throws it away, on a connection kept alive. A
 * client still sending then reads the 4xx instead of a connection reset, which is what closing a
 * socket with unread bytes produces. A client that sends past the limits is cut off.
 */
export function discardRequestBody(req: IncomingMessage, limits: DiscardLimits = DEFAULT_DISCARD_LIMITS): void {
  if (req.complete || req.destroyed) return;
  let seen = 0;
  const cut = () => req.socket.destroy();
  const timer = setTimeout(cut, limits.maxMs);
  timer.unref();
  const stop = () => clearTimeout(timer);
  req.on('data', (chunk: Buffer) => {
    seen += chunk.length;
    if (seen > limits.maxBytes) {
      stop();
      cut();
    }
  });
  req.once('end', stop);
  req.once('close', stop);
  req.resume();
}
