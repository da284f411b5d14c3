import type { Services } from '../../services.js';
import type { Mount } from '../operation.js';

export function usageRoutes(mount: Mount, services: Services): void {
  mount('usageSummary', 'required')(async ({ actor, headers, query }) => ({
    status: 200,
    body: await services.usage.summary(actor, { tenant: headers['X-Tenant-ID'], project: headers['X-Project-ID'] }, query.month),
  }));

  mount('usageRealtime', 'required')(async ({ actor, headers }) => ({
    status: 200,
    body: await services.usage.realtime(actor, { tenant: headers['X-Tenant-ID'], project: headers['X-Project-ID'] }),
  }));
}
