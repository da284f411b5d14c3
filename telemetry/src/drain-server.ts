import type { Server } from 'node:http';

/**
 * Stops accepting connections and lets requests in flight finish, for at most `graceMs`; then
 * cuts what is left. Idle kept-alive sockets are closed at once (and again as they become idle).
 */
export function drainHttpServer(server: Server, graceMs: number): Promise<void> {
  return new Promise<void>((resolve) => {
    if (!server.listening) {
      resolve();
      return;
    }
    const sweep = setInterval(() => server.closeIdleConnections(), 250);
    const cut = setTimeout(() => server.closeAllConnections(), graceMs);
    server.close(() => {
      clearInterval(sweep);
      clearTimeout(cut);
      resolve();
    });
    server.closeIdleConnections();
  });
}
