/**
 * Liveness and readiness for orchestrators (Kubernetes probes, load balancers), apart from the admin
 * health page: `GET /livez` answers while the event loop does; `GET /readyz` only once the process
 * has started, until it begins to drain, and while its dependency check (the database) passes.
 * Bodies say only the state: anyone who reaches the port may ask.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Middleware } from './http-types.js';

export type ProbeState = 'starting' | 'ready' | 'draining';

export interface ProbeOptions {
  /** Rejects (or takes longer than `timeoutMs`) when a dependency the process needs is unreachable. */
  check?: () => Promise<unknown>;
  timeoutMs?: number;
}

export class Probes {
  private current: ProbeState = 'starting';

  constructor(private readonly options: ProbeOptions = {}) {}

  get state(): ProbeState {
    return this.current;
  }

  /** Started: ready from now on (a draining process never becomes ready again). */
  markReady(): void {
    if (this.current === 'starting') this.current = 'ready';
  }

  /** Shutting down: readiness fails so balancers stop sending new work; liveness still passes. */
  markDraining(): void {
    this.current = 'draining';
  }

  async readiness(): Promise<{ ready: boolean; status: string }> {
    if (this.current !== 'ready') return { ready: false, status: this.current };
    if (!this.options.check) return { ready: true, status: 'ok' };
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        this.options.check(),
        new Promise((_resolve, reject) => {
          timer = setTimeout(() => reject(new Error('timeout')), this.options.timeoutMs ?? 2000);
        }),
      ]);
      return { ready: true, status: 'ok' };
    } catch {
      return { ready: false, status: 'unavailable' };
    } finally {
      clearTimeout(timer);
    }
  }

  /** Answers GET /livez and /readyz; false (untouched) for any other request. */
  handle(req: IncomingMessage, res: ServerResponse): boolean {
    const path = req.url?.split('?')[0];
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    if (path === '/livez') {
      send(res, 200, 'ok');
      return true;
    }
    if (path === '/readyz') {
      this.readiness().then(
        ({ ready, status }) => send(res, ready ? 200 : 503, status),
        () => send(res, 503, 'unavailable'),
      );
      return true;
    }
    return false;
  }

  /** The same as express middleware, mounted before anything that could refuse or log the probe. */
  readonly middleware: Middleware = (req, res, next) => {
    if (!this.handle(req, res)) next();
  };
}

function send(res: ServerResponse, status: number, state: string): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  res.end(JSON.stringify({ status: state }));
}
