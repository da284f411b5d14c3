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

/** Triage of the project's findings: state, history, comments, bulk changes, owners and deadlines. */
export function triageRoutes(mount: Mount, services: Services): void {
  mount('findingTriage', 'required')(async ({ actor, headers, params }) => ({
    status: 200,
    body: await services.triage.detail(actor, headers['X-Tenant-ID'], params.projectId, params.findingId),
  }));

  mount('triageFinding', 'required')(async ({ actor, headers, params, body, request }) => ({
    status: 200,
    body: await services.triage.triage(actor, headers['X-Tenant-ID'], params.projectId, params.findingId, body, request),
  }));

  mount('triageFindings', 'required')(async ({ actor, headers, params, body, request }) => ({
    status: 200,
    body: await services.triage.batch(actor, headers['X-Tenant-ID'], params.projectId, body, request),
  }));

  mount('findingAssignees', 'required')(async ({ actor, headers, params }) => ({
    status: 200,
    body: await services.owners.assignees(actor, headers['X-Tenant-ID'], params.projectId),
  }));

  mount('assignFinding', 'required')(async ({ actor, headers, params, body, request }) => ({
    status: 200,
    body: await services.owners.assign(actor, headers['X-Tenant-ID'], params.projectId, params.findingId, body, request),
  }));

  mount('assignFindings', 'required')(async ({ actor, headers, params, body, request }) => ({
    status: 200,
    body: await services.owners.assignBatch(actor, headers['X-Tenant-ID'], params.projectId, body, request),
  }));

  mount('findingDeadlines', 'required')(async ({ actor, headers, params }) => ({
    status: 200,
    body: await services.deadlines.summary(actor, headers['X-Tenant-ID'], params.projectId),
  }));

  // After findingAssignees and findingDeadlines: GET …/findings/assignees is not a finding id.
  mount('finding', 'required')(async ({ actor, headers, params }) => ({
    status: 200,
    body: await services.findings.one(actor, headers['X-Tenant-ID'], params.projectId, params.findingId),
  }));

  mount('commentOnFinding', 'required')(async ({ actor, headers, params, body, request }) => ({
    status: 201,
    body: await services.triage.comment(actor, headers['X-Tenant-ID'], params.projectId, params.findingId, body, request),
  }));
}
