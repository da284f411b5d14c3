import type { Services } from '../../services.js';
import { contextOf } from '../../projects/project-context.js';
import type { Mount } from '../operation.js';

export function usageRoutes(mount: Mount, services: Services): void {
  mount('usageSummary', 'required')(async ({ actor, headers, query }) => ({
    status: 200,
    body: await services.usage.summary(actor, contextOf(headers), query.month),
  }));

  mount('usageRealtime', 'required')(async ({ actor, headers }) => ({
    status: 200,
    body: await services.usage.realtime(actor, contextOf(headers)),
  }));
}
