import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  /** The request body as far as it arrived. */
  body: Buffer;
  /** Resolves when the request's connection closes (ended or aborted), with whether the body was complete. */
  closed: Promise<{ complete: boolean }>;
}

export type StandInHandler = (req: IncomingMessage, res: ServerResponse, recorded: RecordedRequest) => void;

export interface StandIn {
  url: string;
  requests: RecordedRequest[];
  /** What the next requests get; set by each test. */
  handle: StandInHandler;
  /** Resolves with the next request (arriving after this call) whose URL starts with `prefix`. */
  next(prefix: string): Promise<RecordedRequest>;
  stop(): Promise<void>;
}

/**
 * A stand-in for the control plane (plain node:http) for what the real one cannot show
 * deterministically: that bytes arrive before the upload ends, that a closed subscription closes
 * its upstream request, what happens with odd answers. It records every request it gets.
 */
export async function startStandIn(): Promise<StandIn> {
  const waiting: Array<{ prefix: string; resolve: (request: RecordedRequest) => void }> = [];
  const standIn: StandIn = {
    url: '',
    requests: [],
    handle: (_req, res) => {
      res.writeHead(500).end();
    },
    next(prefix) {
      return new Promise((resolve) => waiting.push({ prefix, resolve }));
    },
    stop: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    const recorded: RecordedRequest = {
      method: req.method ?? '',
      url: req.url ?? '',
      headers: req.headers,
      get body() {
        return Buffer.concat(chunks);
      },
      closed: new Promise((resolve) => res.once('close', () => resolve({ complete: req.complete }))),
    };
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    standIn.requests.push(recorded);
    const index = waiting.findIndex((wait) => recorded.url.startsWith(wait.prefix));
    if (index >= 0) {
      const [wait] = waiting.splice(index, 1);
      wait?.resolve(recorded);
    }
    standIn.handle(req, res, recorded);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  standIn.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return standIn;
}
