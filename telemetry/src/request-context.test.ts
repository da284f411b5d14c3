import { describe, expect, it } from 'vitest';
import { requestIdFrom } from './request-context.js';

describe('requestIdFrom', () => {
  it('adopts a plain id and replaces anything else with a fresh UUID', () => {
    expect(requestIdFrom('gw-7f3a9c01')).toBe('gw-7f3a9c01');
    expect(requestIdFrom(['first-id-123', 'second'])).toBe('first-id-123');
    for (const bad of [undefined, '', 'short', 'has space here', 'x'.repeat(129), 'quote"inside-id']) {
      expect(requestIdFrom(bad)).toMatch(/^[0-9a-f-]{36}$/);
    }
  });
});
