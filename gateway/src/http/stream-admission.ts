import { performance } from 'node:perf_hooks';
import type { RequestHandler } from 'express';

/** How many GraphQL subscriptions may be opening at once (parsed, executed, first event written). */
export const DEFAULT_OPENING_SLOTS = 2;
/** The share of the event loop openings may take; the rest stays for queries (see below). */
export const DEFAULT_OPENING_LOOP_SHARE = 0.5;
/** How often the event loop's utilization is read, and how long a waiting opening waits for room. */
const LOOP_WINDOW_MS = 50;
/** A subscription that answered its headers but has no event to send yet gives its slot back after this. */
const FIRST_EVENT_WAIT_MS = 1000;
/**
 * Openings keep coming at least this often, room or not. The loop's utilization can read high for
 * reasons that are not work: a CPU profiler attached to the process (an APM agent, the inspector)
 * wakes the loop at every sample, and the utilization then reads about 0.96 on an idle gateway. Without
 * this floor a storm of 500 subscriptions then took minutes to open (bench/stream-storm.mjs --profile).
 */
export const OPENING_FLOOR_MS = 100;

/**
 * Whether the event loop has room for an opening: its utilization over the last window (the share
 * of time it was running callbacks rather than waiting for I/O) is at most `share`.
 */
export function loopHasRoom(share = DEFAULT_OPENING_LOOP_SHARE): () => boolean {
  let mark = performance.eventLoopUtilization();
  let markedAt = performance.now();
  let utilization = 0;
  return () => {
    const now = performance.now();
    if (now - markedAt >= LOOP_WINDOW_MS) {
      utilization = performance.eventLoopUtilization(mark).utilization;
      mark = performance.eventLoopUtilization();
      markedAt = now;
    }
    return utilization <= share;
  };
}

export interface StreamAdmissionOptions {
  slots?: number;
  /** Whether an opening may start now (default: loopHasRoom()). */
  hasRoom?: () => boolean;
  /** An opening is admitted without room when none was for this long (default OPENING_FLOOR_MS). */
  floorMs?: number;
}

/**
 * A storm of subscriptions (500 clients at once, or reconnecting after a restart) costs the gateway
 * 2–6 ms of CPU each to open (express, Yoga, Mesh, the first event written): taken as they come,
 * they fill the event loop for seconds and the dashboard's queries that arrive meanwhile wait behind
 * them (bench/load.mjs: p95 in seconds). Openings therefore wait for one of a few slots, and a slot
 * is given only while the loop has room (openings take at most about half of it, so queries keep the
 * rest); the hand-over goes through setImmediate, after the I/O already waiting (queries) is served.
 * A slot is freed once the subscription wrote its first event (or a second after its headers, when it
 * has none to send yet), or the request ended (an error answer, a client gone). An open subscription
 * holds no slot. Queries are never held. Openings never starve: one is admitted every floorMs at least.
 */
export function streamAdmission({ slots = DEFAULT_OPENING_SLOTS, hasRoom = loopHasRoom(), floorMs = OPENING_FLOOR_MS }: StreamAdmissionOptions = {}): RequestHandler {
  let active = 0;
  const waiting: (() => void)[] = [];
  let scheduled = false;
  let lastAdmittedAt = performance.now();

  const admitWaiting = () => {
    scheduled = false;
    while (active < slots && waiting.length > 0) {
      if (!hasRoom() && performance.now() - lastAdmittedAt < floorMs) {
        schedule(LOOP_WINDOW_MS / 5);
        return;
      }
      active += 1;
      lastAdmittedAt = performance.now();
      waiting.shift()!();
    }
  };
  function schedule(delayMs = 0) {
    if (scheduled) return;
    scheduled = true;
    if (delayMs > 0) setTimeout(admitWaiting, delayMs).unref();
    else setImmediate(admitWaiting);
  }

  return (req, res, next) => {
    if (!req.headers.accept?.includes('text/event-stream')) return next();
    const admit = () => {
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        active -= 1;
        schedule();
      };
      const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => typeof res;
      res.writeHead = ((...args: unknown[]) => {
        setTimeout(release, FIRST_EVENT_WAIT_MS).unref();
        return writeHead(...args);
      }) as typeof res.writeHead;
      // The first write after the headers is the first event: the opening is done.
      const write = res.write.bind(res) as (...args: unknown[]) => boolean;
      res.write = ((...args: unknown[]) => {
        const written = write(...args);
        release();
        return written;
      }) as typeof res.write;
      res.once('close', release);
      res.once('finish', release);
      if (res.destroyed) release();
      else next();
    };
    waiting.push(admit);
    schedule();
  };
}
