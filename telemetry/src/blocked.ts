import type { Middleware } from './http-types.js';

/** The answer to a blocked address, the same from the gateway and the control plane. */
export const IP_BLOCKED = {
  code: 'IP_BLOCKED',
  message: 'Acesso bloqueado: este endereço IP foi bloqueado por um administrador do Vigia.',
} as const;

/** Refuses (403 IP_BLOCKED) requests whose client address (express's `req.ip`, under its trust-proxy setting) is blocked. */
export function refuseBlockedAddresses(isBlocked: (address: string | undefined) => boolean): Middleware {
  return (req, res, next) => {
    if (!isBlocked((req as { ip?: string }).ip)) {
      next();
      return;
    }
    res.statusCode = 403;
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    res.end(JSON.stringify(IP_BLOCKED));
  };
}
