import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { loopHasRoom, streamAdmission } from '../src/http/stream-admission.js';

let server: ReturnType<express.Express['listen']> | undefined;

afterEach(() => {
  server?.closeAllConnections();
  server?.close();
});

/** Serves `app` on a free loopback port; its /graphql URL. */
async function listen(app: express.Express): Promise<string> {
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server!.once('listening', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;
}

/** A subscription request (graphql-sse's distinct connections: the event-stream Accept header). */
const openStream = (url: string) => fetch(url, { headers: { accept: 'text/event-stream' } });

/** A server whose subscriptions write their headers and first event only when the test says so. */
async function serve(slots: number, hasRoom: () => boolean = () => true, floorMs = 60_000) {
  const opening: (() => void)[] = [];
  const app = express();
  app.use(streamAdmission({ slots, hasRoom, floorMs }));
  app.get('/graphql', (req, res) => {
    if (!req.headers.accept?.includes('text/event-stream')) return void res.json({ data: 'consulta' });
    opening.push(() => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write('data: {}\n\n');
    });
  });
  return { url: await listen(app), opening };
}

const until = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i += 1) await new Promise((resolve) => setTimeout(resolve, 10));
};

describe('streamAdmission', () => {
  it('lets a few subscriptions open at a time, and a query through at once', async () => {
    const { url, opening } = await serve(2);
    const streams = Array.from({ length: 6 }, () => openStream(url));
    await until(() => opening.length === 2);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(opening).toHaveLength(2);
    // A query does not wait behind the openings.
    expect(await (await fetch(url)).json()).toEqual({ data: 'consulta' });
    // Each subscription that wrote its first event frees its slot for the next one.
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
    const next = openStream(url);
    gone.abort();
    await until(() => opening.length === 2);
    expect(opening).toHaveLength(2);
    opening[1]!();
    const response = await next;
    expect(response.status).toBe(200);
    await response.body?.cancel();
  });

  it('holds openings while the event loop has no room, and still lets queries through', async () => {
    let room = false;
    const { url, opening } = await serve(2, () => room);
    const stream = openStream(url);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(opening).toHaveLength(0);
    expect(await (await fetch(url)).json()).toEqual({ data: 'consulta' });
    room = true;
    await until(() => opening.length === 1);
    opening[0]!();
    const response = await stream;
    expect(response.status).toBe(200);
    await response.body?.cancel();
  });

  it('still opens subscriptions, one per floor period, when the loop never seems to have room', async () => {
    // A CPU profiler attached to the gateway makes the loop's utilization read ~0.96 while it idles.
    const { url, opening } = await serve(2, () => false, 30);
    const streams = Array.from({ length: 4 }, () => openStream(url));
    for (let answered = 0; answered < 4; answered += 1) {
      await until(() => opening.length > answered);
      opening[answered]!();
    }
    const responses = await Promise.all(streams);
    expect(responses.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    for (const response of responses) await response.body?.cancel();
  });

  it('keeps the slot until the first event is written, not when the headers go out', async () => {
    const app = express();
    const firstEvent: (() => void)[] = [];
    let opened = 0;
    app.use(streamAdmission({ slots: 1, hasRoom: () => true }));
    app.get('/graphql', (_req, res) => {
      opened += 1;
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.flushHeaders();
      firstEvent.push(() => res.write('data: {}\n\n'));
    });
    const url = await listen(app);
    const streams = [openStream(url), openStream(url)];
    await until(() => opened === 1);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(opened).toBe(1);
    firstEvent[0]!();
    await until(() => opened === 2);
    expect(opened).toBe(2);
    firstEvent[1]!();
    for (const response of await Promise.all(streams)) await response.body?.cancel();
  });

  it('gives the slot back a second after the headers when no event comes', async () => {
    const app = express();
    let opened = 0;
    app.use(streamAdmission({ slots: 1, hasRoom: () => true }));
    app.get('/graphql', (_req, res) => {
      opened += 1;
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.flushHeaders();
    });
    const url = await listen(app);
    const streams = [openStream(url), openStream(url)];
    await until(() => opened === 2);
    expect(opened).toBe(2);
    for (const response of await Promise.all(streams)) await response.body?.cancel();
  });
});

describe('loopHasRoom', () => {
  it('says no after a window in which the event loop was kept busy, and yes after an idle one', async () => {
    const hasRoom = loopHasRoom(0.5);
    const busyUntil = performance.now() + 80;
    while (performance.now() < busyUntil) {
      // A synchronous storm of work: the loop runs no I/O meanwhile.
    }
    expect(hasRoom()).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(hasRoom()).toBe(true);
  });
});
