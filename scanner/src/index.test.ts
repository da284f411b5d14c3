import { describe, expect, it } from 'vitest';
import { SEVERITY_ORDER } from './index.js';

describe('SEVERITY_ORDER', () => {
  it('ranks critical before high, medium and low', () => {
    expect(SEVERITY_ORDER.slice(0, 4)).toEqual(['critical', 'high', 'medium', 'low']);
  });
});
