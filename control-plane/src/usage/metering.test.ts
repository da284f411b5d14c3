import { describe, expect, it } from 'vitest';
import { monthStart, unitsFor } from './metering.js';

describe('metering', () => {
  it('charges 1 unit per 1,000 lines, rounded up', () => {
    expect(unitsFor(0)).toBe(0);
    expect(unitsFor(1)).toBe(1);
    expect(unitsFor(1000)).toBe(1);
    expect(unitsFor(1001)).toBe(2);
  });

  it('counts the quota from the first instant of the month, in UTC', () => {
    expect(monthStart(new Date('2026-11-24T13:58:00Z')).toISOString()).toBe('2026-11-01T00:00:00.000Z');
    expect(monthStart(new Date('2026-12-01T00:00:00Z')).toISOString()).toBe('2026-12-01T00:00:00.000Z');
  });
});
