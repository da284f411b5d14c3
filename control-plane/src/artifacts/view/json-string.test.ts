import { describe, expect, it } from 'vitest';
import { decodeJsonString } from './json-string.js';

/** The raw bytes between the quotes of `text` written as JSON. */
const rawOf = (text: string) => Buffer.from(JSON.stringify(text).slice(1, -1), 'utf8');

describe('decodeJsonString', () => {
  it('when the bytes are whole, then it decodes their escapes', () => {
    expect(decodeJsonString(rawOf('linha 1\n"citação" \u00e9 😀'), false)).toBe('linha 1\n"citação" \u00e9 😀');
  });

  it('when the cut falls inside an escape, then the partial escape is dropped', () => {
    const raw = Buffer.from('abc\\u00e', 'utf8');
    expect(decodeJsonString(raw, true)).toBe('abc');
    expect(decodeJsonString(Buffer.from('abc\\', 'utf8'), true)).toBe('abc');
  });

  it('when the cut leaves a high surrogate without its pair, then the surrogate is dropped', () => {
    const raw = Buffer.from('ok \\ud83d', 'utf8');
    expect(decodeJsonString(raw, true)).toBe('ok ');
  });

  it('when the cut falls inside a UTF-8 sequence, then the partial character is dropped', () => {
    const raw = Buffer.from('preço €', 'utf8');
    expect(decodeJsonString(raw.subarray(0, raw.length - 1), true)).toBe('preço ');
    expect(decodeJsonString(raw.subarray(0, 4), true)).toBe('pre');
  });

  it('when the content is not valid JSON (a raw control character), then it is shown as it is', () => {
    expect(decodeJsonString(Buffer.from('a\tb', 'utf8'), false)).toBe('a\tb');
  });
});
