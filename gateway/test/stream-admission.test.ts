import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { streamAdmission } from '../src/http/stream-admission.js';

let server: ReturnType<express.Express['listen']> | undefined;

afterEach(() => {
  server?.closeAllConnections();
  server?.close();
});

/** A server whose subscriptions answer their headers only when the test says so. */
async function serve(slots: number) {
  const opening: (() => void)[] = [];
  const app = express();
  app.use(streamAdmission(slots));
  app.get('/graphql', (req, res) => {
    if (!req.headers.accept?.includes('text/event-stream')) return void res.json({ data: 'consulta' });
    opening.push(() => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write('data: {}\n\n');
    });
  });
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server!.once('listening', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;
  return { url, opening };
}

const until = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i += 1) await new Promise((resolve) => setTimeout(resolve, 10));
};

describe('streamAdmission', () => {
  it('lets a few subscriptions open at a time, and a query through at once', async () => {
    const { url, opening } = await serve(2);
    const streams = Array.from({ length: 6 }, () => fetch(url, { headers: { accept: 'text/event-stream' } }));
    await until(() => opening.length === 2);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(opening).toHaveLength(2);
    // A query does not wait behind the openings.
    expect(await (await fetch(url)).json()).toEqual({ data: 'consulta' });
    // Each subscription that answered its headers frees its slot for the next one.
    let answered = 0;
    while (answered < 6) {
      await until(() => opening.length > answered);
      opening[answered]!();
      answered += 1;
    }
    const responses = await Promise.all(streams);
    expect(responses.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200]);
    for (const response of responses) await response.body?.cancel();
  });

  it('frees the slot of a client that went away before its subscription opened', async () => {
    const { url, opening } = await serve(1);
    const gone = new AbortController();
    void fetch(url, { headers: { accept: 'text/event-stream' }, signal: gone.signal }).catch(() => undefined);
    await until(() => opening.length === 1);
    const next = fetch(url, { headers: { accept: 'text/event-stream' } });
    gone.abort();
    await until(() => opening.length === 2);
    expect(opening).toHaveLength(2);
    opening[1]!();
    const response = await next;
    expect(response.status).toBe(200);
    await response.body?.cancel();
  });
});
