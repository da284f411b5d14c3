import { createParser, type EventSourceParser } from 'eventsource-parser';

/** One server-sent event (https://html.spec.whatwg.org/multipage/server-sent-events.html). */
export interface ServerSentEvent {
  /** `message` when the event had no `event:` field. */
  event: string;
  data: string;
  /** The last event id seen on the stream (as EventSource's lastEventId). */
  id?: string;
}

/**
 * Incremental text/event-stream parsing with eventsource-parser: feed it decoded text as it
 * arrives (chunks may split lines or a CRLF pair anywhere) and it returns the events completed
 * so far. Comments and `retry:` are skipped; an event without data is not dispatched.
 */
export class SseParser {
  private readonly parser: EventSourceParser;
  private events: ServerSentEvent[] = [];
  private lastEventId: string | undefined;

  constructor() {
    this.parser = createParser({
      onEvent: ({ event, data, id }) => {
        if (id !== undefined) this.lastEventId = id;
        this.events.push({ event: event ?? 'message', data, ...(this.lastEventId !== undefined ? { id: this.lastEventId } : {}) });
      },
    });
  }

  push(text: string): ServerSentEvent[] {
    this.parser.feed(text);
    const events = this.events;
    this.events = [];
    return events;
  }
}
