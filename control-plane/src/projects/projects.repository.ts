import { sql } from 'kysely';
import type { ProjectRow, RoleName } from '../db/identity-tables.js';
import type { Db } from '../lib/db.js';
import { patchSet, containsPattern, toNumber, totalCount } from '../lib/db.js';
import type { PageWindow } from '../lib/paging.js';

export interface ProjectFilter {
  /** Every project of the tenant, or only these ids. */
  scope: 'all' | string[];
  search?: string;
  isActive?: boolean;
}

function filtered(db: Db, tenantId: string, filter: ProjectFilter) {
  let query = db.selectFrom('projects').where('tenant_id', '=', tenantId);
  if (filter.scope !== 'all') {
    if (filter.scope.length === 0) query = query.where(sql<boolean>`false`);
    else query = query.where('id', 'in', filter.scope);
  }
  if (filter.isActive !== undefined) query = query.where('is_active', '=', filter.isActive);
  const pattern = containsPattern(filter.search);
  if (pattern) query = query.where((eb) => eb.or([eb('name', 'ilike', pattern), eb('description', 'ilike', pattern)]));
  return query;
}

export async function listProjects(
  db: Db,
  tenantId: string,
  filter: ProjectFilter,
  page: PageWindow,
): Promise<{ rows: ProjectRow[]; total: number }> {
  const rows = await filtered(db, tenantId, filter)
    .selectAll()
    .orderBy(sql`lower(name)`)
    .orderBy('id')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  const count = await filtered(db, tenantId, filter).select(totalCount()).executeTakeFirstOrThrow();
  return { rows, total: toNumber(count.total) };
}

/** Looks a project up by id among the given tenants only (the actor's): another tenant's id is not found. */
export async function findProjectInTenants(db: Db, projectId: string, tenantIds: string[]): Promise<ProjectRow | undefined> {
  if (tenantIds.length === 0) return undefined;
  return db.selectFrom('projects').selectAll().where('tenant_id', 'in', tenantIds).where('id', '=', projectId).executeTakeFirst();
}

export async function findProject(db: Db, tenantId: string, projectId: string): Promise<ProjectRow | undefined> {
  return db.selectFrom('projects').selectAll().where('tenant_id', '=', tenantId).where('id', '=', projectId).executeTakeFirst();
}

export async function projectIdsInTenant(db: Db, tenantId: string, projectIds: string[]): Promise<string[]> {
  if (projectIds.length === 0) return [];
  const rows = await db.selectFrom('projects').select('id').where('tenant_id', '=', tenantId).where('id', 'in', projectIds).execute();
  return rows.map((row) => row.id);
}

/** The names of the tenant's projects among these ids (for readable audit snapshots). */
export async function projectNamesInTenant(db: Db, tenantId: string, projectIds: string[]): Promise<Map<string, string>> {
  if (projectIds.length === 0) return new Map();
  const rows = await db.selectFrom('projects').select(['id', 'name']).where('tenant_id', '=', tenantId).where('id', 'in', projectIds).execute();
  return new Map(rows.map((row) => [row.id, row.name]));
}

export async function nameTaken(db: Db, tenantId: string, name: string, exceptId?: string): Promise<boolean> {
  let query = db
    .selectFrom('projects')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where(sql<boolean>`lower(name) = lower(${name})`);
  if (exceptId) query = query.where('id', '<>', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

export async function insertProject(
  db: Db,
  values: { tenantId: string; name: string; description: string; environments: string[] },
): Promise<ProjectRow> {
  return db
    .insertInto('projects')
    .values({ tenant_id: values.tenantId, name: values.name, description: values.description, environments: values.environments })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function updateProject(
  db: Db,
  tenantId: string,
  projectId: string,
  patch: { name?: string; description?: string; environments?: string[]; isActive?: boolean },
): Promise<ProjectRow | undefined> {
  return db
    .updateTable('projects')
    .set(patchSet({ name: patch.name, description: patch.description, environments: patch.environments, is_active: patch.isActive }))
    .where('tenant_id', '=', tenantId)
    .where('id', '=', projectId)
    .returningAll()
    .executeTakeFirst();
}

export interface ProjectMemberRecord {
  userId: string;
  name: string | null;
  email: string;
  tenantRoles: RoleName[];
  projectRole: RoleName | null;
}

/**
 * Active members of the tenant who reach the project: those granted it and the TENANT_ADMINs
 * (every project), by name then e-mail.
 */
export async function listProjectMembers(db: Db, tenantId: string, projectId: string): Promise<ProjectMemberRecord[]> {
  const rows = await db
    .selectFrom('tenant_members as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .leftJoin('project_members as pm', (join) =>
      join.onRef('pm.tenant_id', '=', 'm.tenant_id').onRef('pm.user_id', '=', 'm.user_id').on('pm.project_id', '=', projectId),
    )
    .select(['u.id', 'u.name', 'u.email', 'm.roles', 'pm.role'])
    .where('m.tenant_id', '=', tenantId)
    .where('m.is_active', '=', true)
    .where('u.is_active', '=', true)
    .where((eb) => eb.or([eb('pm.role', 'is not', null), eb(sql<boolean>`'TENANT_ADMIN' = any(m.roles)`, '=', true)]))
    .orderBy(sql`lower(coalesce(u.name, u.email))`)
    .orderBy('u.email')
    .execute();
  return rows.map((row) => ({ userId: row.id, name: row.name, email: row.email, tenantRoles: row.roles, projectRole: row.role ?? null }));
}
