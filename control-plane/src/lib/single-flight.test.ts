import { describe, expect, it } from 'vitest';
import { SingleFlight } from './single-flight.js';

describe('SingleFlight', () => {
  it('shares one read among concurrent calls of a key and reads again once it settled', async () => {
    const flights = new SingleFlight<number>();
    let reads = 0;
    let finish: (value: number) => void = () => undefined;
    const read = () => {
      reads += 1;
      return new Promise<number>((resolve) => (finish = resolve));
    };
    const together = [flights.run('a', read), flights.run('a', read), flights.run('a', read)];
    expect(reads).toBe(1);
    finish(7);
    expect(await Promise.all(together)).toEqual([7, 7, 7]);

    const later = flights.run('a', read);
    expect(reads).toBe(2);
    finish(8);
    expect(await later).toBe(8);
  });

  it('keeps keys apart and lets a failure reach every caller without sticking', async () => {
    const flights = new SingleFlight<string>();
    const failing = [flights.run('x', () => Promise.reject(new Error('banco fora'))), flights.run('x', () => Promise.resolve('nunca'))];
    const other = flights.run('y', () => Promise.resolve('y'));
    for (const call of failing) await expect(call).rejects.toThrow('banco fora');
    expect(await other).toBe('y');
    expect(await flights.run('x', () => Promise.resolve('de novo'))).toBe('de novo');
  });
});
