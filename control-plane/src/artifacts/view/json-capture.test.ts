import { describe, expect, it } from 'vitest';
import { Capture, Recording } from './json-capture.js';

describe('Capture', () => {
  it('when a value spans chunks past the limit, then it keeps the first bytes and says it was cut', () => {
    const capture = new Capture(5);
    capture.add(Buffer.from('xxabc'), 2, 5);
    capture.add(Buffer.from('defg'), 0, 4);
    expect(capture.bytes().toString()).toBe('abcde');
    expect(capture.truncated).toBe(true);
  });
});

describe('Recording', () => {
  it('when the value fits the limit, then it returns every byte across chunks, copied from the reused buffer', () => {
    const recording = new Recording(10, 8);
    const chunk = Buffer.from('[1,2');
    expect(recording.add(chunk)).toBe(true);
    chunk.fill(0);
    expect(recording.finish(Buffer.from(',3]'))?.toString()).toBe('[1,2,3]');
  });

  it('when the value passes the limit, then it says so and returns nothing', () => {
    const cut = new Recording(0, 4);
    expect(cut.add(Buffer.from('[1,2,3'))).toBe(false);
    expect(cut.overflow).toBe(true);
    expect(cut.finish(Buffer.from(']'))).toBeUndefined();
    const lastPieceOver = new Recording(0, 4);
    expect(lastPieceOver.add(Buffer.from('[1,'))).toBe(true);
    expect(lastPieceOver.finish(Buffer.from('2]'))).toBeUndefined();
  });
});
