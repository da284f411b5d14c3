import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import pino from 'pino';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DatabaseHandle } from '../../db/connection.js';
import { ScanEventHub } from '../../scans/scan-events.js';
import type { Services } from '../../services.js';
import type { Authenticate } from '../authenticate.js';
import { loadContract } from '../contract.js';
import { createMount } from '../operation.js';
import { scansRoutes } from './scans.routes.js';

const SCAN_ID = '00000000-0000-4000-8000-000000000001';
const QUEUED = { scanId: SCAN_ID, status: 'queued', progress: 0, tenantId: 't1' };

/** Lets everything already queued (the handler's continuation after its await) run. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

/**
 * The stream route on a real HTTP server, with a scans service whose authorization (scanForStream)
 * resolves only when the test says so.
 */
async function streamServer() {
  let authorize!: () => void;
  let authorizing!: () => void;
  let serverSideClosed!: () => void;
  const asked = new Promise<void>((resolve) => (authorizing = resolve));
  const clientGone = new Promise<void>((resolve) => (serverSideClosed = resolve));
  const scans = {
    scanForStream: () => {
      authorizing();
      return new Promise((resolve) => (authorize = () => resolve(QUEUED)));
    },
    currentStatus: () => Promise.resolve(undefined),
  };
  const events = await ScanEventHub.start({} as DatabaseHandle, pino({ level: 'silent' }));
  const router = express.Router();
  const authenticate = (() => Promise.resolve({ userId: 'u1' })) as unknown as Authenticate;
  const { mount } = createMount(router, { operations: loadContract({ validateResponses: true }), authenticate, logger: pino({ level: 'silent' }) });
  scansRoutes(mount, { scans } as unknown as Services, { events, heartbeatSeconds: 15 });
  const app = express()
    .use((_req, res, next) => {
      res.once('close', serverSideClosed);
      next();
    })
    .use(router);
  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1/dashboard/scan/${SCAN_ID}/status/stream`;
  const close = async () => {
    await events.close();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  };
  return { url, events, asked, clientGone, authorize: () => authorize(), close };
}

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  vi.useRealTimers();
  await close?.();
  close = undefined;
});

describe('scan status stream: a client that leaves while its stream is authorized', () => {
  it('leaves no subscription and no heartbeat timer behind', async () => {
    const stack = await streamServer();
    close = stack.close;
    const request = http.get(stack.url);
    request.on('error', () => undefined);
    await stack.asked;
    // The client leaves; the server sees its socket close before the authorization answers.
    request.destroy();
    await stack.clientGone;
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    stack.authorize();
    await settle();
    expect(stack.events.subscriberCount).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('a client that stays gets its stream (the same route, authorization answered)', async () => {
    const stack = await streamServer();
    close = stack.close;
    const response = new Promise<http.IncomingMessage>((resolve) => http.get(stack.url, resolve).on('error', () => undefined));
    await stack.asked;
    stack.authorize();
    const res = await response;
    expect(res.statusCode).toBe(200);
    expect(stack.events.subscriberCount).toBe(1);
    res.destroy();
  });
});
