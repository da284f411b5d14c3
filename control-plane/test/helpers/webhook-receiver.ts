import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedHook {
  path: string;
  headers: IncomingHttpHeaders;
  /** The raw body, as signed. */
  body: string;
  json: { id: string; type: string; createdAt: string; tenantId: string; data: Record<string, unknown> };
}

/**
 * A real HTTP receiver on loopback: keeps every request and answers each path with the statuses
 * scripted for it, in order (the last one repeats; 200 when none).
 */
export class WebhookReceiver {
  readonly received: ReceivedHook[] = [];
  private readonly scripts = new Map<string, number[]>();
  private server: Server | undefined;
  url = '';

  async start(): Promise<this> {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const body = Buffer.concat(chunks).toString('utf8');
        const path = req.url ?? '/';
        this.received.push({ path, headers: req.headers, body, json: JSON.parse(body) as ReceivedHook['json'] });
        const script = this.scripts.get(path) ?? [];
        const status = script.length > 1 ? (script.shift() as number) : (script[0] ?? 200);
        res.writeHead(status, { 'content-type': 'text/plain' }).end(status < 300 ? 'ok' : 'erro');
      });
    });
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  /** The statuses `path` answers, in order. */
  answer(path: string, ...statuses: number[]): void {
    this.scripts.set(path, statuses);
  }

  at(path: string): ReceivedHook[] {
    return this.received.filter((hook) => hook.path === path);
  }

  async close(): Promise<void> {
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }
}
