import { describe, expect, it } from 'vitest';
import { pageCount, pageLinks, pageRange } from './paging';

describe('pageCount', () => {
  it('rounds up and is 0 without results', () => {
    expect(pageCount(120, 50)).toBe(3);
    expect(pageCount(100, 50)).toBe(2);
    expect(pageCount(1, 50)).toBe(1);
    expect(pageCount(0, 50)).toBe(0);
  });
});

describe('pageLinks', () => {
  it('shows every page when there are 5 or fewer', () => {
    expect(pageLinks(1, 1)).toEqual([1]);
    expect(pageLinks(2, 3)).toEqual([1, 2, 3]);
    expect(pageLinks(5, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('keeps the current page in the middle of five', () => {
    expect(pageLinks(6, 20)).toEqual([4, 5, 6, 7, 8]);
    expect(pageLinks(10, 20)).toEqual([8, 9, 10, 11, 12]);
  });

  it('stops at the first and the last page', () => {
    expect(pageLinks(1, 20)).toEqual([1, 2, 3, 4, 5]);
    expect(pageLinks(2, 20)).toEqual([1, 2, 3, 4, 5]);
    expect(pageLinks(3, 20)).toEqual([1, 2, 3, 4, 5]);
    expect(pageLinks(19, 20)).toEqual([16, 17, 18, 19, 20]);
    expect(pageLinks(20, 20)).toEqual([16, 17, 18, 19, 20]);
  });

  it('is empty without pages', () => {
    expect(pageLinks(1, 0)).toEqual([]);
  });
});

describe('pageRange', () => {
  it('is the rows on screen, clipped to the total', () => {
    expect(pageRange(1, 50, 120)).toEqual({ first: 1, last: 50 });
    expect(pageRange(3, 50, 120)).toEqual({ first: 101, last: 120 });
    expect(pageRange(1, 50, 0)).toEqual({ first: 0, last: 0 });
  });
});
