import { describe, expect, it } from 'vitest';
import { AppError } from '../lib/errors.js';
import { ExportLimiter } from './export-limiter.js';

function gate(): { promise: Promise<void>; open(): void } {
  let open!: () => void;
  const promise = new Promise<void>((resolve) => (open = resolve));
  return { promise, open };
}

describe('export limiter', () => {
  it('runs up to the concurrency, queues up to the limit and refuses the rest with 503 and Retry-After', async () => {
    const limiter = new ExportLimiter({ concurrency: 1, maxQueued: 1 });
    const first = gate();
    const order: string[] = [];
    const running = limiter.run(async () => {
      order.push('first');
      await first.promise;
    });
    const queued = limiter.run(async () => {
      order.push('second');
    });
    expect(limiter.load).toEqual({ active: 1, queued: 1 });

    const refused = await limiter.run(async () => 'never').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    const error = refused as AppError;
    expect(error.status).toBe(503);
    expect(error.message).toMatch(/^Fila de exports cheia\. Tente novamente em \d+ segundos\.$/);
    expect(Number(error.headers?.['Retry-After'])).toBeGreaterThanOrEqual(1);

    first.open();
    await Promise.all([running, queued]);
    expect(order).toEqual(['first', 'second']);
    expect(limiter.load).toEqual({ active: 0, queued: 0 });
  });

  it('frees the slot when an export fails', async () => {
    const limiter = new ExportLimiter({ concurrency: 1, maxQueued: 0 });
    await expect(limiter.run(async () => Promise.reject(new Error('disco cheio')))).rejects.toThrow('disco cheio');
    await expect(limiter.run(async () => 'ok')).resolves.toBe('ok');
  });
});
