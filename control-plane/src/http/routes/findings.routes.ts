import type { Services } from '../../services.js';
import { contextOf } from '../../projects/project-context.js';
import type { Mount } from '../operation.js';

export function findingsRoutes(mount: Mount, services: Services): void {
  mount('latestFindings', 'required')(async ({ actor, headers, query }) => ({
    status: 200,
    body: await services.findings.latest(actor, contextOf(headers), query),
  }));

  mount('searchFindings', 'required', { readsOnly: true })(async ({ actor, headers, body }) => ({
    status: 200,
    body: await services.findings.search(actor, contextOf(headers), body),
  }));
}
