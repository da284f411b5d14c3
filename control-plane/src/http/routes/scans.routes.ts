import type { Response } from 'express';
import { isDatabaseUnavailable } from '../../db/unavailable.js';
import { AppError } from '../../lib/errors.js';
import type { ScanEventHub } from '../../scans/scan-events.js';
import { eventNameOf, isBefore, type ScanStatusDto } from '../../scans/scan-status.js';
import type { Services } from '../../services.js';
import { contextOf } from '../../projects/project-context.js';
import type { Mount } from '../operation.js';
import { streamOpened } from '../stream-openings.js';

/**
 * 500 with the spec's text when reading the status fails for a reason that is not the caller's; a
 * database that cannot be reached goes on to the server's 503, which tells the client to retry.
 */
async function statusOr500<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AppError || isDatabaseUnavailable(error)) throw error;
    throw new AppError(500, 'SCAN_STATUS_ERROR', 'Erro ao verificar status do scan');
  }
}

function sendEvent(res: Response, status: ScanStatusDto): void {
  res.write(`event: ${eventNameOf(status)}\ndata: ${JSON.stringify(status)}\n\n`);
}

export function scansRoutes(mount: Mount, services: Services, deps: { events: ScanEventHub; heartbeatSeconds: number }): void {
  mount('startScan', 'required')(async ({ actor, req }) => ({
    status: 202,
    body: await services.scans.start(actor, req),
  }));

  mount('scanStatus', 'required')(async ({ actor, headers, query }) => ({
    status: 200,
    body: await statusOr500(() =>
      services.scans.status(actor, contextOf(headers), query.scanId),
    ),
  }));

  mount('resumeScan', 'required')(async ({ actor, headers, body }) => ({
    status: 202,
    body: await services.scans.resume(actor, contextOf(headers), body.scanId),
  }));

  mount('scanCurlCommand', 'required')(async ({ actor, headers, query }) => ({
    status: 200,
    body: await services.scans.curlCommand(actor, contextOf(headers), query),
  }));

  /**
   * text/event-stream: the current state first, then every change (events status, completed,
   * error; data is a ScanStatus), a comment every 15 s, closed after completed or error.
   */
  mount('scanStatusStream', 'required')(async ({ actor, params, res }) => {
    const initial = await statusOr500(() => services.scans.scanForStream(actor, params.scanId));
    // The client left while the stream was being authorized: its 'close' has fired already and
    // would never end a subscription (and heartbeat timer) taken now.
    if (res.destroyed) return { status: 200, body: undefined as never };
    const { tenantId, ...first } = initial;
    let last: ScanStatusDto = first;
    let ended = false;
    const pending: ScanStatusDto[] = [];
    let ready = false;

    const finish = () => {
      if (ended) return;
      ended = true;
      clearInterval(ping);
      unsubscribe();
      offClose();
      res.end();
    };
    const deliver = (status: ScanStatusDto) => {
      if (ended || isBefore(status, last)) return;
      last = status;
      sendEvent(res, status);
      if (eventNameOf(status) !== 'status') finish();
    };
    // Subscribe before reading the state again, so no change falls in between.
    const unsubscribe = deps.events.subscribe(params.scanId, (event) => {
      if (event.tenantId !== tenantId) return;
      if (ready) deliver(event.status);
      else pending.push(event.status);
    });
    // This process is shutting down: a last event says so, and the client reconnects (through the
    // balancer, to a process that stays) a second later.
    const offClose = deps.events.onClose(() => {
      if (!ended) res.write('retry: 1000\nevent: reconnect\ndata: {"reason":"shutdown"}\n\n');
      finish();
    });
    const ping = setInterval(() => {
      if (!ended) res.write(': ping\n\n');
    }, deps.heartbeatSeconds * 1000);
    // The client went away (res 'close' fires when the connection does).
    res.on('close', finish);

    res.status(200).set({
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-store, no-transform',
      Connection: 'keep-alive',
      'X-Accel-Buffering': 'no',
    });
    res.flushHeaders();
    res.write('retry: 10000\n\n');
    // Authorized and answered: the next opening may start (this one's last read is a single query).
    streamOpened(res);
    const current = (await services.scans.currentStatus(tenantId, params.scanId).catch(() => undefined)) ?? first;
    // Ended meanwhile (client gone, process closing): nothing more may be written.
    if (ended) return { status: 200, body: undefined as never };
    last = current;
    sendEvent(res, current);
    if (eventNameOf(current) !== 'status') {
      finish();
    } else {
      ready = true;
      for (const status of pending.splice(0)) deliver(status);
    }
    return { status: 200, body: undefined as never };
  });
}
