import type { AddressList } from './address-list.js';
import type { Middleware } from './http-types.js';

/** The answer to a blocked address, the same from the gateway and the control plane. */
export const IP_BLOCKED = {
  code: 'IP_BLOCKED',
  message: 'Acesso bloqueado: este endereço IP foi bloqueado por um administrador do Vigia.',
} as const;

/**
 * Refuses (403 IP_BLOCKED) requests whose client address (express's `req.ip`, under its trust-proxy
 * setting) is in the current list. While the list is empty, as it nearly always is, the address is
 * not even worked out: this runs on every request of both servers.
 */
export function refuseBlockedAddresses(currentList: () => AddressList): Middleware {
  return (req, res, next) => {
    const list = currentList();
    if (list.isEmpty || !list.has((req as { ip?: string }).ip)) {
      next();
      return;
    }
    res.statusCode = 403;
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    res.end(JSON.stringify(IP_BLOCKED));
  };
}
