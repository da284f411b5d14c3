import type { Services } from '../../services.js';
import type { Mount } from '../operation.js';

export function findingsRoutes(mount: Mount, services: Services): void {
  mount('latestFindings', 'required')(async ({ actor, headers, query }) => ({
    status: 200,
    body: await services.findings.latest(actor, { tenant: headers['X-Tenant-ID'], project: headers['X-Project-ID'] }, query),
  }));

  mount('searchFindings', 'required')(async ({ actor, headers, body }) => ({
    status: 200,
    body: await services.findings.search(actor, { tenant: headers['X-Tenant-ID'], project: headers['X-Project-ID'] }, body),
  }));
}
