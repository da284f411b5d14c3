import { AddressList } from '@vigia/telemetry';
import type { RequestHandler } from 'express';
import type { Logger } from 'pino';

/** How stale the gateway's copy may get: a block made at the control plane applies here within this. */
export const BLOCKED_LIST_REFRESH_MS = 5_000;

/** The control plane's answer to a blocked address, word for word. */
export const IP_BLOCKED = {
  code: 'IP_BLOCKED',
  message: 'Acesso bloqueado: este endereço IP foi bloqueado por um administrador do Vigia.',
} as const;

/**
 * The blocked addresses, copied from the control plane (GET /internal/blocked-addresses, answered to
 * its trusted proxies only) every few seconds, so a blocked client is refused here before it costs
 * a GraphQL execution, a static file or an upload. A failed refresh keeps the last list.
 */
export function blockedAddressGuard(options: { controlPlaneUrl: string; logger: Logger }): {
  middleware: RequestHandler;
  refresh(): Promise<void>;
  stop(): void;
} {
  let list = new AddressList();
  const refresh = async () => {
    const response = await fetch(`${options.controlPlaneUrl}/internal/blocked-addresses`, { signal: AbortSignal.timeout(3_000) });
    if (!response.ok) throw new Error(`control plane answered ${response.status}`);
    const body = (await response.json()) as { addresses: string[] };
    list = new AddressList(body.addresses);
  };
  const timer = setInterval(() => {
    refresh().catch((error: unknown) => options.logger.warn({ err: error }, 'blocked addresses: refresh failed; keeping the last list'));
  }, BLOCKED_LIST_REFRESH_MS);
  timer.unref();
  return {
    middleware: (req, res, next) => {
      if (list.has(req.ip)) res.status(403).json(IP_BLOCKED);
      else next();
    },
    refresh,
    stop: () => clearInterval(timer),
  };
}
