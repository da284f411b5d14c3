import { changes } from '../audit/audit.repository.js';
import { withAudit } from '../audit/with-audit.js';
import type { ProjectRow } from '../db/identity-tables.js';
import type { ProjectDto, Schemas } from '../lib/api-types.js';
import type { Db } from '../lib/db.js';
import { invalid, notFound } from '../lib/errors.js';
import { requestedPage } from '../lib/paging.js';
import type { RequestMeta } from '../lib/request-meta.js';
import { authorizedTenant, authorize, canSeeProject, projectScope, visibleTenantIds, type Actor } from '../policy/index.js';
import { findProjectInTenants, insertProject, listProjectMembers, listProjects, nameTaken, updateProject } from './projects.repository.js';

export function toProjectDto(row: ProjectRow): ProjectDto {
  return {
    id: row.id,
    tenantId: row.tenant_id,
    name: row.name,
    description: row.description,
    environments: row.environments,
    isActive: row.is_active,
    createdAt: row.created_at.toISOString(),
  };
}

function projectSnapshot(row: ProjectRow): Record<string, unknown> {
  return { name: row.name, description: row.description, environments: row.environments, isActive: row.is_active };
}

const PROJECT_NOT_FOUND = 'Projeto não encontrado';

function cleanEnvironments(environments: string[] | undefined): string[] | undefined {
  return environments === undefined ? undefined : [...new Set(environments.map((env) => env.trim()).filter(Boolean))];
}

export class ProjectsService {
  constructor(private readonly db: Db) {}

  async list(
    actor: Actor,
    tenantHeader: string | undefined,
    query: { page?: number; pageSize?: number; search?: string; isActive?: boolean },
  ): Promise<Schemas['ProjectPage']> {
    const tenantId = authorizedTenant(actor, tenantHeader, 'projects.list');
    const { page, pageSize, window } = requestedPage(query, 20);
    const { rows, total } = await listProjects(
      this.db,
      tenantId,
      {
        scope: projectScope(actor, tenantId),
        ...(query.search !== undefined ? { search: query.search } : {}),
        ...(query.isActive !== undefined ? { isActive: query.isActive } : {}),
      },
      window,
    );
    return { projects: rows.map(toProjectDto), total, page, pageSize };
  }

  async create(
    actor: Actor,
    tenantHeader: string | undefined,
    body: Schemas['CreateProjectRequest'],
    request: RequestMeta,
  ): Promise<ProjectDto> {
    const tenantId = authorizedTenant(actor, tenantHeader, 'projects.create');
    const name = body.name.trim();
    const description = body.description.trim();
    if (!name) throw invalid('name', 'é obrigatório');
    if (!description) throw invalid('description', 'é obrigatório');
    return withAudit(this.db, actor, request, async (trx) => {
      if (await nameTaken(trx, tenantId, name)) throw invalid('name', 'já existe neste tenant');
      const row = await insertProject(trx, { tenantId, name, description, environments: cleanEnvironments(body.environments) ?? [] });
      return {
        result: toProjectDto(row),
        audit: {
          tenantId,
          action: 'project.create',
          targetType: 'project',
          targetId: row.id,
          targetLabel: row.name,
          after: projectSnapshot(row),
        },
      };
    });
  }

  /** 404 when the actor may not see the project (another tenant's, or not granted); 403 when they see it but may not change it. */
  async update(actor: Actor, projectId: string, body: Schemas['UpdateProjectRequest'], request: RequestMeta): Promise<ProjectDto> {
    const project = await findProjectInTenants(this.db, projectId, visibleTenantIds(actor));
    if (!project || !canSeeProject(actor, { tenantId: project.tenant_id, projectId })) throw notFound(PROJECT_NOT_FOUND);
    const tenantId = project.tenant_id;
    authorize(actor, 'project.update', { tenantId, projectId });
    const name = body.name?.trim();
    const description = body.description?.trim();
    if (name === '') throw invalid('name', 'não pode ser vazio');
    if (description === '') throw invalid('description', 'não pode ser vazio');
    return withAudit(this.db, actor, request, async (trx) => {
      if (name !== undefined && (await nameTaken(trx, tenantId, name, projectId))) throw invalid('name', 'já existe neste tenant');
      const environments = cleanEnvironments(body.environments);
      const row = await updateProject(trx, tenantId, projectId, {
        ...(name !== undefined ? { name } : {}),
        ...(description !== undefined ? { description } : {}),
        ...(environments !== undefined ? { environments } : {}),
        ...(body.isActive !== undefined ? { isActive: body.isActive } : {}),
      });
      if (!row) throw notFound(PROJECT_NOT_FOUND);
      return {
        result: toProjectDto(row),
        audit: {
          tenantId,
          action:
            body.isActive === false && project.is_active ? 'project.deactivate' : body.isActive === true && !project.is_active ? 'project.reactivate' : 'project.update',
          targetType: 'project',
          targetId: projectId,
          targetLabel: row.name,
          ...changes(projectSnapshot(project), projectSnapshot(row)),
        },
      };
    });
  }

  /** Who reaches the project and how: for its administrators (TENANT_ADMIN, the project's PROJECT_ADMIN). */
  async members(actor: Actor, projectId: string): Promise<Schemas['ProjectMemberList']> {
    const project = await findProjectInTenants(this.db, projectId, visibleTenantIds(actor));
    if (!project || !canSeeProject(actor, { tenantId: project.tenant_id, projectId })) throw notFound(PROJECT_NOT_FOUND);
    authorize(actor, 'project.update', { tenantId: project.tenant_id, projectId });
    const members = await listProjectMembers(this.db, project.tenant_id, projectId);
    return {
      projectId,
      members: members.map((member) => ({
        userId: member.userId,
        name: member.name,
        email: member.email,
        tenantRoles: member.tenantRoles,
        ...(member.tenantRoles.includes('TENANT_ADMIN')
          ? { access: 'tenantAdmin' as const, role: 'TENANT_ADMIN' as const }
          : { access: 'project' as const, role: member.projectRole ?? 'VIEWER' }),
      })),
    };
  }
}
