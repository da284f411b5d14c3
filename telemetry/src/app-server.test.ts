import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { createAppServer } from './app-server.js';

describe('createAppServer', () => {
  const servers: Array<ReturnType<typeof createAppServer>> = [];
  afterEach(async () => {
    for (const server of servers.splice(0)) {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it("serves requests born with the app's prototypes, so express never has to change them", async () => {
    const app = express();
    app.set('trust proxy', 'loopback');
    app.get('/items/:id', (req, res) => {
      res.status(201).json({ id: req.params.id, q: req.query.q, ip: req.ip, sameApp: req.app === app });
    });
    const server = createAppServer(app);
    servers.push(server);
    // Runs before express: what the HTTP server itself made of the request.
    const born: boolean[] = [];
    server.prependListener('request', (req, res) => {
      born.push(Object.getPrototypeOf(req) === app.request && Object.getPrototypeOf(res) === app.response);
    });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const { port } = server.address() as AddressInfo;

    for (const id of ['a1', 'b2']) {
      const response = await fetch(`http://127.0.0.1:${port}/items/${id}?q=senha`, { headers: { 'x-forwarded-for': '203.0.113.9' } });
      expect(response.status).toBe(201);
      expect(await response.json()).toEqual({ id, q: 'senha', ip: '203.0.113.9', sameApp: true });
    }
    expect(born).toEqual([true, true]);
  });
});
