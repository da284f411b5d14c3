import type { GatewayError } from './errors.js';

/** A failure inside an open stream: handed to `resolve`, which throws it as a field error. */
export class StreamFailure {
  constructor(readonly error: GatewayError) {}
}

/**
 * The upstream stream stopped before its last event (its API process died, or is draining and said
 * `reconnect`): the subscription may open it again on another process (stream-reopen.ts).
 */
export class StreamCut extends StreamFailure {}
