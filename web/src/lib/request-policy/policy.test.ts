import { describe, expect, it } from 'vitest';
import { backoffDelay, retryDelay, TIMEOUT_MS } from './policy';

const network = { kind: 'network' } as const;
const timeout = { kind: 'timeout' } as const;
const status = (code: number, errorCode?: string) => ({ kind: 'status', status: code, code: errorCode }) as const;

describe('request policy', () => {
  it('backs off from 1 s, doubling, capped at 30 s', () => {
    expect([1, 2, 3, 4, 5, 6, 10].map(backoffDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });

  it.each(['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE'] as const)('%s retries 3 times on network errors, timeouts, 5xx and 429', (method) => {
    for (const failure of [network, timeout, status(500), status(503), status(429)]) {
      expect([1, 2, 3, 4].map((retry) => retryDelay(method, failure, retry))).toEqual([1000, 2000, 4000, null]);
    }
  });

  it.each(['POST', 'PATCH'] as const)('%s retries once after 1 s, on network errors and timeouts only', (method) => {
    expect(retryDelay(method, network, 1)).toBe(1000);
    expect(retryDelay(method, timeout, 1)).toBe(1000);
    expect(retryDelay(method, network, 2)).toBeNull();
    expect(retryDelay(method, status(500), 1)).toBeNull();
    expect(retryDelay(method, status(429), 1)).toBeNull();
  });

  it('never retries a 4xx or NO_DATA', () => {
    for (const failure of [status(400), status(401), status(403), status(404), status(422), status(404, 'NO_DATA'), status(500, 'NO_DATA')]) {
      expect(retryDelay('GET', failure, 1)).toBeNull();
    }
  });

  it('gives client one 10 s and the others 30 s', () => {
    expect(TIMEOUT_MS).toEqual({ api: 10_000, auth: 30_000, files: 30_000 });
  });
});
