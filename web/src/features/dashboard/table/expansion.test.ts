import { describe, expect, it } from 'vitest';
import { toggleExpanded } from './expansion';

describe('toggleExpanded', () => {
  it('opens a closed row and closes an open one, leaving the others', () => {
    const one = toggleExpanded(new Set(), 'a');
    expect([...one]).toEqual(['a']);
    const two = toggleExpanded(one, 'b');
    expect([...two].sort()).toEqual(['a', 'b']);
    expect([...toggleExpanded(two, 'a')]).toEqual(['b']);
  });

  it('does not change the set it is given', () => {
    const start = new Set(['a']);
    toggleExpanded(start, 'a');
    expect([...start]).toEqual(['a']);
  });
});
