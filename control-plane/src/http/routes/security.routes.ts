import type { Services } from '../../services.js';
import type { Mount } from '../operation.js';

export function securityRoutes(mount: Mount, services: Services): void {
  mount('blockedIps', 'session')(async ({ actor, headers }) => ({
    status: 200,
    body: await services.security.blockedIps(actor, headers['X-Tenant-ID']),
  }));
  mount('blockIp', 'session')(async ({ actor, headers, body, request }) => ({
    status: 201,
    body: await services.security.block(actor, headers['X-Tenant-ID'], body, request),
  }));
  mount('unblockIp', 'session')(async ({ actor, headers, body, request }) => ({
    status: 200,
    body: await services.security.unblock(actor, headers['X-Tenant-ID'], body, request),
  }));
  mount('securityStatus', 'session')(async ({ actor, headers }) => ({
    status: 200,
    body: await services.security.status(actor, headers['X-Tenant-ID']),
  }));
}
