import { describe, expect, it } from 'vitest';
import { pageParam, readPage, withParams } from './params';

describe('url-state params', () => {
  it('sets values, removes empty ones and leaves other params alone, without touching the original', () => {
    const params = new URLSearchParams('q=pix&page=3&tab=x');
    const next = withParams(params, { q: '', page: null, kind: 'SARIF' });
    expect(next.toString()).toBe('tab=x&kind=SARIF');
    expect(params.toString()).toBe('q=pix&page=3&tab=x');
  });

  it('reads a page above 1, else 1; writes nothing for page 1', () => {
    expect(readPage(new URLSearchParams('page=4'))).toBe(4);
    for (const raw of ['', 'page=0', 'page=-2', 'page=1.5', 'page=abc']) expect(readPage(new URLSearchParams(raw))).toBe(1);
    expect(pageParam(1)).toBeNull();
    expect(pageParam(2)).toBe('2');
  });
});
