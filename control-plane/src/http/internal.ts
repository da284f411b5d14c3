import type { RequestHandler } from 'express';
import type { AddressGuard } from '../security/address-guard.js';

/**
 * GET /internal/blocked-addresses: the list the gateway enforces too. Outside the contract (so not
 * in GraphQL) and answered only to peers this process trusts as its proxies (TRUST_PROXY: the
 * gateway), judged by the TCP peer; everyone else gets the usual 404.
 */
export function blockedAddressesForProxies(guard: AddressGuard): RequestHandler {
  return (req, res, next) => {
    const trusted = req.app.get('trust proxy fn') as (address: string, hop: number) => boolean;
    if (!trusted(req.socket.remoteAddress ?? '', 0)) {
      next();
      return;
    }
    res.json({ addresses: guard.addresses() });
  };
}
