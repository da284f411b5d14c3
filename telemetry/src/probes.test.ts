import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { Probes } from './probes.js';

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

async function serve(probes: Probes): Promise<string> {
  server = createServer((req, res) => {
    if (!probes.handle(req, res)) res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const probe = async (url: string) => {
  const res = await fetch(url);
  return { status: res.status, body: await res.json() };
};

describe('probes', () => {
  it('is live throughout; ready only between start and drain', async () => {
    const probes = new Probes();
    const url = await serve(probes);
    expect(await probe(`${url}/livez`)).toEqual({ status: 200, body: { status: 'ok' } });
    expect(await probe(`${url}/readyz`)).toEqual({ status: 503, body: { status: 'starting' } });
    probes.markReady();
    expect(await probe(`${url}/readyz`)).toEqual({ status: 200, body: { status: 'ok' } });
    probes.markDraining();
    probes.markReady();
    expect(await probe(`${url}/readyz`)).toEqual({ status: 503, body: { status: 'draining' } });
    expect((await probe(`${url}/livez`)).status).toBe(200);
    expect((await fetch(`${url}/other`)).status).toBe(404);
  });

  it('is not ready while its dependency check fails or hangs', async () => {
    let state: 'up' | 'down' | 'hung' = 'down';
    const probes = new Probes({
      timeoutMs: 100,
      check: () => (state === 'up' ? Promise.resolve() : state === 'down' ? Promise.reject(new Error('ECONNREFUSED')) : new Promise(() => undefined)),
    });
    probes.markReady();
    const url = await serve(probes);
    expect(await probe(`${url}/readyz`)).toEqual({ status: 503, body: { status: 'unavailable' } });
    state = 'hung';
    expect((await probe(`${url}/readyz`)).status).toBe(503);
    state = 'up';
    expect((await probe(`${url}/readyz`)).status).toBe(200);
  });
});
