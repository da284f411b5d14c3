// An open REST event stream read as an async iterator of mapped events, failures yielded as values.
import { Repeater } from '@repeaterjs/repeater';
import { internalError, unavailableError, type GatewayError } from './errors.js';
import { SseParser, type ServerSentEvent } from './sse-parser.js';
import { StreamCut, StreamFailure } from './stream-failure.js';

export interface EventStreamOptions<T> {
  /** Turns one event into a payload (`undefined` skips it) and says whether it is the last one. */
  map(event: ServerSentEvent): { payload: T; last: boolean } | undefined;
  onInternalError?: (error: unknown) => void;
  /** Ends the stream with SERVICE_UNAVAILABLE (this process is going away; the client reconnects elsewhere). */
  shutdown?: AbortSignal;
}

/**
 * The events of an open REST stream as an async iterator (a Repeater) whose `return()` (the
 * client went away, or the subscription ended) aborts the upstream request at once, even while a
 * read is pending. After a last event, an upstream error or the end of the body, the iterator
 * finishes and the request is aborted too. Failures are yielded once as a StreamFailure (the
 * resolver turns it into a field error).
 */
export function eventStreamIterator<T>(
  body: ReadableStream<Uint8Array>,
  controller: AbortController,
  options: EventStreamOptions<T>,
): AsyncIterableIterator<T | StreamFailure> {
  return new Repeater<T | StreamFailure>(async (push, stop) => {
    const reader = body.getReader();
    const decoder = new TextDecoder();
    const parser = new SseParser();
    let finished = false;
    const finish = () => {
      if (finished) return;
      finished = true;
      controller.abort();
      reader.cancel().catch(() => undefined);
    };
    // The consumer's return(): cancelling the reader settles a pending read at once.
    void stop.then(finish);
    const onShutdown = () => void fail(unavailableError());
    const fail = async (error: GatewayError) => {
      finish();
      await push(new StreamFailure(error));
    };
    /** Pushes the mapped events; false once the stream is over (a last event or a failure). */
    const take = async (events: ServerSentEvent[]): Promise<boolean> => {
      for (const event of events) {
        let mapped: ReturnType<EventStreamOptions<T>['map']>;
        try {
          mapped = options.map(event);
        } catch (error) {
          options.onInternalError?.(error);
          await fail(internalError());
          return false;
        }
        if (!mapped) continue;
        if (mapped.last) finish();
        await push(mapped.payload);
        if (mapped.last) return false;
      }
      return true;
    };

    if (options.shutdown?.aborted) onShutdown();
    options.shutdown?.addEventListener('abort', onShutdown, { once: true });
    try {
      while (!finished) {
        let chunk: ReadableStreamReadResult<Uint8Array>;
        try {
          chunk = await reader.read();
        } catch (error) {
          // Aborted by us or by the client's going away: nothing more to say.
          if (!finished && !controller.signal.aborted) {
            options.onInternalError?.(error);
            finish();
            await push(new StreamCut(unavailableError()));
          }
          break;
        }
        if (finished) break;
        if (chunk.done) {
          // The stream ended without a last event (restart, proxy timeout): say so.
          if (await take(parser.push(`${decoder.decode()}\n\n`))) {
            finish();
            await push(new StreamCut(unavailableError()));
          }
          break;
        }
        if (!(await take(parser.push(decoder.decode(chunk.value, { stream: true }))))) break;
      }
    } finally {
      options.shutdown?.removeEventListener('abort', onShutdown);
      finish();
      stop();
    }
  });
}
