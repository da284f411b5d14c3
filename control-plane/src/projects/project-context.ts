import type { Db } from '../lib/db.js';
import { AppError } from '../lib/errors.js';
import { PROJECT_DENIED, canSeeProject, resolveTenant, type Actor } from '../policy/index.js';
import { findProject } from './projects.repository.js';

export interface ProjectContext {
  tenantId: string;
  projectId: string;
  projectName: string;
}

/** The X-Tenant-ID / X-Project-ID pair of a dashboard, export or usage call. */
export interface ContextHeaders {
  tenant?: string | undefined;
  project?: string | undefined;
}

/** The context headers of an operation that declares X-Tenant-ID and X-Project-ID. */
export function contextOf(headers: { 'X-Tenant-ID'?: string; 'X-Project-ID'?: string }): ContextHeaders {
  return { tenant: headers['X-Tenant-ID'], project: headers['X-Project-ID'] };
}

export const projectContextRequired = (): AppError =>
  new AppError(400, 'PROJECT_CONTEXT_REQUIRED', 'Projeto não encontrado no contexto');

/**
 * The project a call is about: X-Project-ID (with X-Tenant-ID) for sessions, the token's project
 * for tokens. 400 without one; 404 for a project the caller may not know of.
 */
export async function resolveProjectContext(db: Db, actor: Actor, headers: ContextHeaders): Promise<ProjectContext> {
  const tenantId = resolveTenant(actor, headers.tenant);
  if (actor.type === 'token' && headers.project !== undefined && headers.project !== actor.projectId) {
    throw new AppError(403, 'FORBIDDEN', PROJECT_DENIED);
  }
  const projectId = headers.project ?? (actor.type === 'token' ? actor.projectId : undefined);
  if (!projectId) throw projectContextRequired();
  const project = await findProject(db, tenantId, projectId);
  if (!project || !canSeeProject(actor, { tenantId, projectId })) throw new AppError(404, 'NOT_FOUND', 'Projeto não encontrado');
  return { tenantId, projectId, projectName: project.name };
}
