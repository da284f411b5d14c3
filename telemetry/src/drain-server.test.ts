import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { drainHttpServer } from './drain-server.js';

describe('drainHttpServer', () => {
  it('lets a request in flight finish, refuses new connections, and cuts one that outlives the grace', async () => {
    const finishers: (() => void)[] = [];
    const server = createServer((req, res) => {
      if (req.url === '/slow') finishers.push(() => res.end('done'));
      // '/stuck' never answers.
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const slow = fetch(`${url}/slow`).then((res) => res.text());
    const stuck = fetch(`${url}/stuck`).then(
      () => 'answered',
      () => 'cut',
    );
    while (finishers.length === 0) await new Promise((resolve) => setTimeout(resolve, 10));
    const drained = drainHttpServer(server, 300);
    await expect(fetch(`${url}/slow`)).rejects.toThrow();
    finishers[0]?.();
    expect(await slow).toBe('done');
    expect(await stuck).toBe('cut');
    await drained;
    expect(server.listening).toBe(false);
  });
});
