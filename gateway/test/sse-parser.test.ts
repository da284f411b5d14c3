import { describe, expect, it } from 'vitest';
import { SseParser } from '../src/graphql/sse-parser.js';

describe('SseParser', () => {
  it('parses named events, multi-line data and ids, and skips comments', () => {
    const parser = new SseParser();
    const events = parser.push(': keep-alive\n\nevent: status\nid: 7\ndata: {"a":1,\ndata: "b":2}\n\ndata: plain\n\n');
    expect(events).toEqual([
      { event: 'status', data: '{"a":1,\n"b":2}', id: '7' },
      { event: 'message', data: 'plain', id: '7' },
    ]);
  });

  it('joins events split anywhere across chunks, CRLF included', () => {
    const text = 'event: status\r\ndata: {"stage":"queued"}\r\n\r\nevent: completed\r\ndata: {"stage":"completed"}\r\n\r\n';
    for (let cut = 1; cut < text.length; cut += 1) {
      const parser = new SseParser();
      const events = [...parser.push(text.slice(0, cut)), ...parser.push(text.slice(cut))];
      expect(events.map((event) => event.event), `cut at ${cut}`).toEqual(['status', 'completed']);
      expect(events[1]?.data).toBe('{"stage":"completed"}');
    }
  });

  it('does not dispatch an event without data, nor an unfinished one', () => {
    const parser = new SseParser();
    expect(parser.push('event: status\n\nevent: status\ndata: x')).toEqual([]);
    expect(parser.push('\n\n')).toEqual([{ event: 'status', data: 'x' }]);
  });
});
