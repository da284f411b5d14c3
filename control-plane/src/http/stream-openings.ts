import type { RequestHandler, Response } from 'express';

/** How many event streams of one process may be opening (authenticating, reading the first state) at once. */
export const DEFAULT_OPENING_SLOTS = 3;

const RELEASE = Symbol('releaseStreamOpening');

/**
 * A storm of stream openings (500 clients subscribing at once, or reconnecting after a gateway
 * restart) used to take every connection of the database pool: each opening reads the session,
 * the memberships and the scan twice, and the dashboard's queries queued behind ~2 000 of those
 * reads (bench/load.mjs: p95 199 ms against 17 ms idle). Openings now wait for one of a few slots,
 * so most of the pool stays free for everything else; an open stream holds no slot (it waits on
 * the process's one LISTEN). The slot is freed once the stream has sent its first state, or when
 * the request ends (an error answer, the client gone).
 */
export class StreamOpenings {
  private active = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly slots = DEFAULT_OPENING_SLOTS) {}

  get load(): { opening: number; waiting: number } {
    return { opening: this.active, waiting: this.waiting.length };
  }

  /** Put in front of a stream route: the handler runs holding a slot. */
  middleware(): RequestHandler {
    return (_req, res, next) => {
      void this.acquire().then((release) => {
        let released = false;
        const once = () => {
          if (released) return;
          released = true;
          release();
        };
        (res.locals as Record<symbol, () => void>)[RELEASE] = once;
        res.once('close', once);
        res.once('finish', once);
        if (res.destroyed) once();
        else next();
      });
    };
  }

  private acquire(): Promise<() => void> {
    const release = () => {
      const next = this.waiting.shift();
      // The slot passes straight to the next waiter, so `active` only drops when nobody waits.
      if (next) next();
      else this.active -= 1;
    };
    if (this.active < this.slots) {
      this.active += 1;
      return Promise.resolve(release);
    }
    return new Promise((resolve) => this.waiting.push(() => resolve(release)));
  }
}

/** Called by a stream handler once its first state is sent: the next opening may start. */
export function streamOpened(res: Response): void {
  (res.locals as Record<symbol, (() => void) | undefined>)[RELEASE]?.();
}
