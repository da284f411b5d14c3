import type { UrlStateCodec } from '../../../lib/url-state/useUrlState';
import { withParams } from '../../../lib/url-state/params';
import { applyProjectListChange, projectListUrl, type ProjectListChange, type ProjectListFilters } from '../../../components/project-list/filters';

/** /admin/projects state kept in the URL: the list's filters (every status at first) and the project opened. */
export interface AdminProjectsFilters extends ProjectListFilters {
  /** The project whose access and tokens are open. */
  project: string | null;
}

export type AdminProjectsChange = ProjectListChange | { type: 'open'; project: string | null };

const listUrl = projectListUrl('all');

export const adminProjectsUrl: UrlStateCodec<AdminProjectsFilters> = {
  parse: (params) => ({ ...listUrl.parse(params), project: params.get('project') || null }),
  write: (params, state) => withParams(listUrl.write(params, state), { project: state.project }),
};

export function applyAdminProjectsChange(state: AdminProjectsFilters, change: AdminProjectsChange): AdminProjectsFilters {
  return change.type === 'open' ? { ...state, project: change.project } : applyProjectListChange(state, change);
}
