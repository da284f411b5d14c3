/** One server-sent event (https://html.spec.whatwg.org/multipage/server-sent-events.html). */
export interface ServerSentEvent {
  /** `message` when the event had no `event:` field. */
  event: string;
  data: string;
  id?: string;
}

/**
 * Incremental text/event-stream parser: feed it decoded text as it arrives (chunks may split
 * lines or even a CRLF pair anywhere) and it returns the events completed so far. Comments
 * (`: keep-alive`) and `retry:` are skipped; an event without data is not dispatched (as
 * browsers do).
 */
export class SseParser {
  private buffer = '';
  private eventName = '';
  private data: string[] = [];
  private id: string | undefined;

  push(text: string): ServerSentEvent[] {
    this.buffer += text;
    const events: ServerSentEvent[] = [];
    for (;;) {
      const match = /\r\n|\r|\n/.exec(this.buffer);
      if (!match) break;
      // A lone CR at the very end may be the first half of a CRLF: wait for the next chunk.
      if (match[0] === '\r' && match.index === this.buffer.length - 1) break;
      const line = this.buffer.slice(0, match.index);
      this.buffer = this.buffer.slice(match.index + match[0].length);
      const event = this.line(line);
      if (event) events.push(event);
    }
    return events;
  }

  private line(line: string): ServerSentEvent | undefined {
    if (line === '') return this.dispatch();
    if (line.startsWith(':')) return undefined;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') this.eventName = value;
    else if (field === 'data') this.data.push(value);
    else if (field === 'id' && !value.includes('\0')) this.id = value;
    return undefined;
  }

  private dispatch(): ServerSentEvent | undefined {
    const event: ServerSentEvent | undefined =
      this.data.length > 0
        ? { event: this.eventName || 'message', data: this.data.join('\n'), ...(this.id !== undefined ? { id: this.id } : {}) }
        : undefined;
    this.eventName = '';
    this.data = [];
    return event;
  }
}
