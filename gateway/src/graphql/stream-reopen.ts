// A subscription outlives the control-plane process behind it. Behind a load balancer, the REST
// stream a subscription reads goes to one API process; when that process dies (SIGKILL, crash) or
// drains (SIGTERM: a last `reconnect` event), the stream stops before its last event. Instead of
// failing the client's subscription, the gateway opens the stream again — the balancer sends it to
// a process that is up — and the client sees no error. The new stream starts with the current
// state, so a status the client already has is not repeated; events that fell in the gap are
// covered by that state (a status is a whole snapshot, not a delta).
import { setTimeout as sleep } from 'node:timers/promises';
import { GatewayError } from './errors.js';
import { StreamCut, StreamFailure } from './stream-failure.js';

/** How many times in a row a stream is opened again without an event in between. */
const MAX_REOPENS = 5;
const DEFAULT_DELAY_MS = 250;

export interface ReopenOptions {
  delayMs?: number;
  /** The gateway itself is stopping: the cut is final (its clients reconnect elsewhere). */
  shutdown?: AbortSignal;
}

export async function* reopenWhenCut<T>(
  first: AsyncIterableIterator<T | StreamFailure>,
  open: () => Promise<AsyncIterableIterator<T | StreamFailure>>,
  options: ReopenOptions = {},
): AsyncGenerator<T | StreamFailure> {
  let stream = first;
  let lastSent: string | undefined;
  let reopens = 0;
  for (;;) {
    let cut: StreamCut | undefined;
    for await (const item of stream) {
      if (item instanceof StreamCut && !options.shutdown?.aborted && reopens < MAX_REOPENS) {
        cut = item;
        break;
      }
      const serialized = item instanceof StreamCut ? undefined : JSON.stringify(item);
      if (serialized !== undefined && serialized === lastSent) continue;
      lastSent = serialized;
      reopens = 0;
      yield item;
    }
    if (cut === undefined) return;
    reopens += 1;
    await sleep(options.delayMs ?? DEFAULT_DELAY_MS);
    try {
      stream = await open();
    } catch (error) {
      // Nobody answers, or the caller lost access meanwhile: the client hears why.
      if (!(error instanceof GatewayError)) throw error;
      yield new StreamFailure(error);
      return;
    }
  }
}
