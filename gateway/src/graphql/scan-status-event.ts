// The events of the control plane's scan status stream, as the scanStatusChanged subscription yields them.
import { isRecord, upstreamGatewayError } from './errors.js';
import type { ServerSentEvent } from './sse-parser.js';
import { StreamFailure } from './stream-failure.js';

/** Scan stages after which nothing changes; the stream's `completed`/`error` events carry them. */
const LAST_EVENTS = new Set(['completed', 'error']);
const STATUS_EVENTS = new Set(['status', 'message', ...LAST_EVENTS]);
/** The statuses that came as a last event (the shared stream needs to know one when it sees it). */
const LAST_STATUSES = new WeakSet<object>();

/** Whether a status yielded by scanStatusEvent came as the stream's last event. */
export function isLastStatus(status: object): boolean {
  return LAST_STATUSES.has(status);
}

/**
 * One event of GET /api/v1/dashboard/scan/{scanId}/status/stream: `status`, `completed` or
 * `error`, each with a ScanStatus as data. An `error` event whose data is an error body
 * `{code, message}` instead (the stream itself failed) becomes a field error.
 */
export function scanStatusEvent(event: ServerSentEvent): { payload: Record<string, unknown> | StreamFailure; last: boolean } | undefined {
  if (!STATUS_EVENTS.has(event.event)) return undefined;
  const last = LAST_EVENTS.has(event.event);
  const data = JSON.parse(event.data) as unknown;
  if (!isRecord(data)) throw new Error(`scan status event "${event.event}" without an object`);
  if (typeof data.stage !== 'string') {
    if (event.event === 'error' && typeof data.code === 'string' && typeof data.message === 'string') {
      const status = typeof data.status === 'number' ? data.status : 500;
      return { payload: new StreamFailure(upstreamGatewayError(status, data)), last: true };
    }
    throw new Error(`scan status event "${event.event}" without a stage`);
  }
  if (last) LAST_STATUSES.add(data);
  return { payload: data, last };
}
