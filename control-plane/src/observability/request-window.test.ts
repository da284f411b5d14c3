import { describe, expect, it } from 'vitest';
import { RequestWindow } from './request-window.js';

describe('RequestWindow', () => {
  it('gives per-route percentiles and rates over the window, leaving out older requests', () => {
    const window = new RequestWindow(1000);
    const now = Date.UTC(2026, 10, 24, 12, 0, 0);
    for (let ms = 1; ms <= 100; ms += 1) window.record('GET', '/api/v1/projects', 200, ms, now - 60_000);
    window.record('POST', '/api/v1/scans', 500, 900, now - 2 * 60_000);
    window.record('GET', '/api/v1/projects', 200, 5000, now - 30 * 60_000);

    const last5 = window.stats(5, now);
    expect(last5).toEqual([
      { method: 'GET', route: '/api/v1/projects', requests: 100, ratePerSecond: 0.333, errors: 0, p50Ms: 50, p95Ms: 95, p99Ms: 99 },
      { method: 'POST', route: '/api/v1/scans', requests: 1, ratePerSecond: 0.003, errors: 1, p50Ms: 900, p95Ms: 900, p99Ms: 900 },
    ]);
    expect(window.stats(60, now)[0]).toMatchObject({ requests: 101, p99Ms: 100 });
  });

  it('keeps only the last `capacity` requests', () => {
    const window = new RequestWindow(10);
    const now = Date.now();
    for (let i = 0; i < 25; i += 1) window.record('GET', '/x', 200, i, now);
    expect(window.stats(5, now)).toEqual([expect.objectContaining({ requests: 10, p50Ms: 19 })]);
  });
});
