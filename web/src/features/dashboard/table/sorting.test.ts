import { describe, expect, it } from 'vitest';
import { ariaSort, nextSort } from './sorting';

describe('nextSort', () => {
  it('flips the order of the sorted column', () => {
    expect(nextSort({ sortBy: 'file', sortOrder: 'asc' }, 'file')).toEqual({ sortBy: 'file', sortOrder: 'desc' });
    expect(nextSort({ sortBy: 'file', sortOrder: 'desc' }, 'file')).toEqual({ sortBy: 'file', sortOrder: 'asc' });
  });

  it('starts another column ascending', () => {
    expect(nextSort({ sortBy: 'severity', sortOrder: 'desc' }, 'rule')).toEqual({ sortBy: 'rule', sortOrder: 'asc' });
  });
});

describe('ariaSort', () => {
  it('tells the order of the sorted column and none for the others', () => {
    expect(ariaSort({ sortBy: 'count', sortOrder: 'asc' }, 'count')).toBe('ascending');
    expect(ariaSort({ sortBy: 'count', sortOrder: 'desc' }, 'count')).toBe('descending');
    expect(ariaSort({ sortBy: 'count', sortOrder: 'desc' }, 'file')).toBe('none');
  });
});
