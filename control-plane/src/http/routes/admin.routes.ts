import type { Services } from '../../services.js';
import type { Mount } from '../operation.js';

export function adminRoutes(mount: Mount, services: Services): void {
  mount('rotateSigningKeys', 'session')(async ({ actor, headers, body, request }) => ({
    status: 200,
    body: await services.artifacts.rotateKeys(actor, headers['X-Tenant-ID'], body, request),
  }));
}
