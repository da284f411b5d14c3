import { describe, expect, it } from 'vitest';
import { percentOf, quotaWarnings } from './usage.service.js';

describe('quota figures', () => {
  it('rounds the percent to one decimal', () => {
    expect(percentOf(0, 100000)).toBe(0);
    expect(percentOf(1, 3)).toBe(33.3);
    expect(percentOf(955, 1000)).toBe(95.5);
    expect(percentOf(5, 0)).toBe(100);
  });

  it('warns from 80% and from 95%', () => {
    expect(quotaWarnings(79.9)).toEqual([]);
    expect(quotaWarnings(80)).toEqual(['Uso de 80% da cota mensal atingido']);
    expect(quotaWarnings(95)).toEqual(['Uso de 95% da cota mensal atingido']);
    expect(quotaWarnings(100)[0]).toMatch(/esgotada/);
  });
});
