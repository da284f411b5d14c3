import { get as httpGet } from 'node:http';
import { get as httpsGet } from 'node:https';
import { AddressList, refuseBlockedAddresses, type Middleware } from '@vigia/telemetry';
import type { Logger } from 'pino';

/** How stale the gateway's copy may get: a block made at the control plane applies here within this. */
export const BLOCKED_LIST_REFRESH_MS = 5_000;

/**
 * The blocked addresses, copied from the control plane (GET /internal/blocked-addresses, answered to
 * its trusted proxies only) every few seconds, so a blocked client is refused here before it costs
 * a GraphQL execution, a static file or an upload. A failed refresh keeps the last list.
 */
export function blockedAddressGuard(options: { controlPlaneUrl: string; logger: Logger }): {
  middleware: Middleware;
  refresh(): Promise<void>;
  stop(): void;
} {
  let list = new AddressList();
  const refresh = async () => {
    list = new AddressList(await readBlockedAddresses(`${options.controlPlaneUrl}/internal/blocked-addresses`));
  };
  const timer = setInterval(() => {
    refresh().catch((error: unknown) => options.logger.warn({ err: error }, 'blocked addresses: refresh failed; keeping the last list'));
  }, BLOCKED_LIST_REFRESH_MS);
  timer.unref();
  return {
    middleware: refuseBlockedAddresses(() => list),
    refresh,
    stop: () => clearInterval(timer),
  };
}

/**
 * One GET on a connection of its own (no keep-alive pool): this poll must not keep alive, every few
 * seconds, sockets that the proxied requests and event streams to the control plane left idle.
 */
function readBlockedAddresses(url: string): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const get = url.startsWith('https:') ? httpsGet : httpGet;
    const request = get(url, { agent: false, timeout: 3_000 }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        if (response.statusCode !== 200) {
          reject(new Error(`control plane answered ${response.statusCode ?? '?'}`));
          return;
        }
        try {
          resolve((JSON.parse(Buffer.concat(chunks).toString('utf8')) as { addresses: string[] }).addresses);
        } catch (error) {
          reject(error instanceof Error ? error : new Error(String(error)));
        }
      });
      response.on('error', reject);
    });
    request.on('timeout', () => request.destroy(new Error('control plane did not answer in 3 s')));
    request.on('error', reject);
  });
}
