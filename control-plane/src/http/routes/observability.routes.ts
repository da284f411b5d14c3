import type { Services } from '../../services.js';
import type { Mount } from '../operation.js';

export function observabilityRoutes(mount: Mount, services: Services): void {
  mount('health', 'public')(async () => {
    const { healthy, body } = await services.observability.health();
    return healthy ? { status: 200, body } : { status: 503, body };
  });

  mount('reportClientErrors', 'public')(async ({ body, request }) => ({
    status: 202,
    body: await services.observability.reportClientErrors(body, request),
  }));
}
