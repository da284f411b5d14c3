import { once } from 'node:events';
import { connect, createServer, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';

export interface TcpTap {
  /** http://127.0.0.1:<port>: give it to the gateway as CONTROL_PLANE_URL. */
  url: string;
  /** Connections to the target now open that carried a request whose first line matches `pattern`. */
  openMatching(pattern: RegExp): number;
  stop(): Promise<void>;
}

/**
 * A TCP relay in front of the real control plane that keeps the request bytes each connection
 * carried: it shows from the outside when the gateway opens and closes an upstream connection
 * (e.g. an event stream) without touching either side's internals.
 */
export async function startTcpTap(targetUrl: string): Promise<TcpTap> {
  const target = new URL(targetUrl);
  const connections = new Set<{ client: Socket; upstream: Socket; sent: string }>();
  const server = createServer((client) => {
    const upstream = connect(Number(target.port), target.hostname);
    const connection = { client, upstream, sent: '' };
    connections.add(connection);
    client.on('data', (chunk: Buffer) => {
      // Request lines are at the start of each request: keep the head of what was sent.
      if (connection.sent.length < 64 * 1024) connection.sent += chunk.toString('latin1');
    });
    client.pipe(upstream);
    upstream.pipe(client);
    const close = () => {
      connections.delete(connection);
      client.destroy();
      upstream.destroy();
    };
    client.on('close', close);
    upstream.on('close', close);
    client.on('error', close);
    upstream.on('error', close);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    openMatching: (pattern) => [...connections].filter((connection) => pattern.test(connection.sent)).length,
    stop: async () => {
      for (const connection of connections) {
        connection.client.destroy();
        connection.upstream.destroy();
      }
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
