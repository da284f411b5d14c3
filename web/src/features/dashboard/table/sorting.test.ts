import { describe, expect, it } from 'vitest';
import { ariaSort, nextSort } from './sorting';

describe('nextSort', () => {
  it('flips the order of the sorted column', () => {
    expect(nextSort({ sortBy: 'FILE', sortOrder: 'ASC' }, 'FILE')).toEqual({ sortBy: 'FILE', sortOrder: 'DESC' });
    expect(nextSort({ sortBy: 'FILE', sortOrder: 'DESC' }, 'FILE')).toEqual({ sortBy: 'FILE', sortOrder: 'ASC' });
  });

  it('starts another column ascending', () => {
    expect(nextSort({ sortBy: 'SEVERITY', sortOrder: 'DESC' }, 'RULE')).toEqual({ sortBy: 'RULE', sortOrder: 'ASC' });
  });
});

describe('ariaSort', () => {
  it('tells the order of the sorted column and none for the others', () => {
    expect(ariaSort({ sortBy: 'COUNT', sortOrder: 'ASC' }, 'COUNT')).toBe('ascending');
    expect(ariaSort({ sortBy: 'COUNT', sortOrder: 'DESC' }, 'COUNT')).toBe('descending');
    expect(ariaSort({ sortBy: 'COUNT', sortOrder: 'DESC' }, 'FILE')).toBe('none');
  });
});
