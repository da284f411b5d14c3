import type { RequestHandler } from 'express';

/** How many GraphQL subscriptions may be opening at once (parsed, executed, upstream stream asked for). */
export const DEFAULT_OPENING_SLOTS = 4;

/**
 * A storm of subscriptions (500 clients at once, or reconnecting after a restart) costs the gateway
 * ~2.5 ms of CPU each to open (Yoga, Mesh, the upstream request): taken in arrival order, the
 * dashboard's queries that arrive meanwhile wait behind all of them (bench/load.mjs: p95 in
 * seconds). Openings now wait for one of a few slots, so queries interleave with them; a slot is
 * freed once the subscription answers its headers (it is open) or the request ends. An open
 * subscription holds no slot.
 */
export function streamAdmission(slots = DEFAULT_OPENING_SLOTS): RequestHandler {
  let active = 0;
  const waiting: (() => void)[] = [];
  const release = () => {
    const next = waiting.shift();
    // The slot passes straight to the next waiter, so `active` only drops when nobody waits.
    if (next) next();
    else active -= 1;
  };
  return (req, res, next) => {
    if (!req.headers.accept?.includes('text/event-stream')) return next();
    const admit = () => {
      let released = false;
      const once = () => {
        if (released) return;
        released = true;
        release();
      };
      const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => typeof res;
      res.writeHead = ((...args: unknown[]) => {
        once();
        return writeHead(...args);
      }) as typeof res.writeHead;
      res.once('close', once);
      if (res.destroyed) once();
      else next();
    };
    if (active < slots) {
      active += 1;
      admit();
    } else {
      waiting.push(admit);
    }
  };
}
