import type { Services } from '../../services.js';
import type { Mount } from '../operation.js';

export function projectsRoutes(mount: Mount, services: Services): void {
  mount('listProjects', 'required')(async ({ actor, headers, query }) => ({
    status: 200,
    body: await services.projects.list(actor, headers['X-Tenant-ID'], query),
  }));

  mount('createProject', 'required')(async ({ actor, headers, body, request }) => ({
    status: 201,
    body: await services.projects.create(actor, headers['X-Tenant-ID'], body, request),
  }));

  mount('updateProject', 'required')(async ({ actor, params, body, request }) => ({
    status: 200,
    body: await services.projects.update(actor, params.projectId, body, request),
  }));

  mount('listProjectMembers', 'required')(async ({ actor, params }) => ({
    status: 200,
    body: await services.projects.members(actor, params.projectId),
  }));
}
