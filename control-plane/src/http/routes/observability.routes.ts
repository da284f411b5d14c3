import { unauthenticated } from '../../lib/errors.js';
import type { Services } from '../../services.js';
import type { Mount } from '../operation.js';

export function observabilityRoutes(mount: Mount, services: Services): void {
  // Public and minimal by default; level=security is for the tenant's administrators only.
  mount('health', 'optional')(async ({ query, actor, headers }) => {
    if (query.level === 'security' && !actor) throw unauthenticated();
    const { healthy, body } =
      query.level === 'security' && actor
        ? await services.observability.securityHealth(actor, headers['X-Tenant-ID'])
        : await services.observability.health();
    return healthy ? { status: 200, body } : { status: 503, body };
  });

  mount('reportClientErrors', 'public')(async ({ body, request }) => ({
    status: 202,
    body: await services.observability.reportClientErrors(body, request),
  }));

  mount('alerts', 'session')(async ({ actor, headers, query }) => ({
    status: 200,
    body: await services.alerts.list(actor, headers['X-Tenant-ID'], query),
  }));

  mount('resolveAlert', 'session')(async ({ actor, headers, params, body, request }) => ({
    status: 200,
    body: await services.alerts.resolve(actor, headers['X-Tenant-ID'], params.alertId, body, request),
  }));

  mount('performanceMetrics', 'session')(async ({ actor, headers }) => ({
    status: 200,
    body: await services.performance.metrics(actor, headers['X-Tenant-ID']),
  }));

  mount('clearCaches', 'session')(async ({ actor, headers, body, request }) => ({
    status: 200,
    body: await services.performance.clearCaches(actor, headers['X-Tenant-ID'], body, request),
  }));
}
