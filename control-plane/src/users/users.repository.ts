import { sql } from 'kysely';
import type { RoleName, UserRow } from '../db/identity-tables.js';
import type { Db } from '../lib/db.js';
import { patchSet, containsPattern, toNumber, totalCount } from '../lib/db.js';
import type { PageWindow } from '../lib/paging.js';
import type { Membership } from '../policy/index.js';

export interface ProjectRoleRecord {
  projectId: string;
  role: RoleName;
}

/** A user seen from one tenant: the account plus that tenant's membership and project grants. */
export interface TenantMember {
  user: UserRow;
  tenantId: string;
  roles: RoleName[];
  memberActive: boolean;
  projectRoles: ProjectRoleRecord[];
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('email', '=', email.toLowerCase()).executeTakeFirst();
}

export async function findUserById(db: Db, userId: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
}

export async function insertUser(db: Db, values: { email: string; name: string | null }): Promise<UserRow> {
  return db
    .insertInto('users')
    .values({ email: values.email.toLowerCase(), name: values.name })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function updateUser(db: Db, userId: string, patch: { name?: string; isActive?: boolean }): Promise<void> {
  await db
    .updateTable('users')
    .set(patchSet({ name: patch.name, is_active: patch.isActive }))
    .where('id', '=', userId)
    .execute();
}

/** Records a sign-in; returns the updated account. */
export async function touchLastLogin(db: Db, userId: string): Promise<UserRow> {
  return db.updateTable('users').set({ last_login_at: sql<Date>`now()` }).where('id', '=', userId).returningAll().executeTakeFirstOrThrow();
}

/** The user's active memberships (oldest first) with their project grants: what policy decides on. */
export async function loadMemberships(db: Db, userId: string): Promise<Membership[]> {
  const rows = await db
    .selectFrom('tenant_members as m')
    .innerJoin('tenants as t', 't.id', 'm.tenant_id')
    .select(['m.tenant_id', 't.name', 't.is_active', 't.mfa_policy', 'm.roles'])
    .where('m.user_id', '=', userId)
    .where('m.is_active', '=', true)
    .orderBy('m.created_at')
    .orderBy('t.name')
    .execute();
  if (rows.length === 0) return [];
  const grants = await db
    .selectFrom('project_members as pm')
    .innerJoin('projects as p', (join) => join.onRef('p.id', '=', 'pm.project_id').onRef('p.tenant_id', '=', 'pm.tenant_id'))
    .select(['pm.tenant_id', 'pm.project_id', 'pm.role', 'p.is_active'])
    .where(
      'pm.tenant_id',
      'in',
      rows.map((row) => row.tenant_id),
    )
    .where('pm.user_id', '=', userId)
    .orderBy('p.name')
    .execute();
  return rows.map((row) => ({
    tenantId: row.tenant_id,
    tenantName: row.name,
    tenantActive: row.is_active,
    roles: row.roles,
    mfaPolicy: row.mfa_policy,
    projects: grants
      .filter((grant) => grant.tenant_id === row.tenant_id)
      .map((grant) => ({ projectId: grant.project_id, role: grant.role, projectActive: grant.is_active })),
  }));
}

async function projectRolesOf(db: Db, tenantId: string, userIds: string[]): Promise<Map<string, ProjectRoleRecord[]>> {
  const byUser = new Map<string, ProjectRoleRecord[]>();
  if (userIds.length === 0) return byUser;
  const rows = await db
    .selectFrom('project_members')
    .select(['user_id', 'project_id', 'role'])
    .where('tenant_id', '=', tenantId)
    .where('user_id', 'in', userIds)
    .orderBy('created_at')
    .execute();
  for (const row of rows) {
    const list = byUser.get(row.user_id) ?? [];
    list.push({ projectId: row.project_id, role: row.role });
    byUser.set(row.user_id, list);
  }
  return byUser;
}

function memberQuery(db: Db, tenantId: string) {
  return db
    .selectFrom('tenant_members as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .selectAll('u')
    .select(['m.roles as member_roles', 'm.is_active as member_active'])
    .where('m.tenant_id', '=', tenantId);
}

export interface MemberFilter {
  role?: RoleName;
  includeInactive: boolean;
  search?: string;
}

function filteredMembers(db: Db, tenantId: string, filter: MemberFilter) {
  let query = memberQuery(db, tenantId);
  if (!filter.includeInactive) query = query.where('m.is_active', '=', true);
  if (filter.role) query = query.where(sql<boolean>`${filter.role} = any(m.roles)`);
  const pattern = containsPattern(filter.search);
  if (pattern) query = query.where((eb) => eb.or([eb('u.name', 'ilike', pattern), eb('u.email', 'ilike', pattern)]));
  return query;
}

/** One page of the tenant's members (by name, then e-mail) and how many match in all. */
export async function listTenantMembers(
  db: Db,
  tenantId: string,
  filter: MemberFilter,
  page: PageWindow,
): Promise<{ members: TenantMember[]; total: number }> {
  const rows = await filteredMembers(db, tenantId, filter)
    .orderBy(sql`lower(coalesce(u.name, u.email))`)
    .orderBy('u.email')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  const count = await filteredMembers(db, tenantId, filter)
    .clearSelect()
    .select(totalCount())
    .executeTakeFirstOrThrow();
  const grants = await projectRolesOf(db, tenantId, rows.map((row) => row.id));
  const members = rows.map(({ member_roles, member_active, ...user }) => ({
    user,
    tenantId,
    roles: member_roles,
    memberActive: member_active,
    projectRoles: grants.get(user.id) ?? [],
  }));
  return { members, total: toNumber(count.total) };
}

export async function findTenantMember(db: Db, tenantId: string, userId: string): Promise<TenantMember | undefined> {
  const row = await memberQuery(db, tenantId).where('m.user_id', '=', userId).executeTakeFirst();
  if (!row) return undefined;
  const { member_roles, member_active, ...user } = row;
  const grants = await projectRolesOf(db, tenantId, [userId]);
  return { user, tenantId, roles: member_roles, memberActive: member_active, projectRoles: grants.get(userId) ?? [] };
}

export async function upsertMembership(db: Db, tenantId: string, userId: string, roles: RoleName[]): Promise<void> {
  await db
    .insertInto('tenant_members')
    .values({ tenant_id: tenantId, user_id: userId, roles })
    .onConflict((oc) => oc.columns(['tenant_id', 'user_id']).doUpdateSet({ roles, is_active: true, updated_at: sql<Date>`now()` }))
    .execute();
}

export async function updateMembership(
  db: Db,
  tenantId: string,
  userId: string,
  patch: { roles?: RoleName[]; isActive?: boolean },
): Promise<void> {
  await db
    .updateTable('tenant_members')
    .set(patchSet({ roles: patch.roles, is_active: patch.isActive }))
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', userId)
    .execute();
}

/** Replaces the user's project grants within one tenant. */
export async function replaceProjectRoles(db: Db, tenantId: string, userId: string, grants: ProjectRoleRecord[]): Promise<void> {
  await db.deleteFrom('project_members').where('tenant_id', '=', tenantId).where('user_id', '=', userId).execute();
  if (grants.length === 0) return;
  await db
    .insertInto('project_members')
    .values(grants.map((grant) => ({ tenant_id: tenantId, project_id: grant.projectId, user_id: userId, role: grant.role })))
    .execute();
}

export async function countActiveAdmins(db: Db, tenantId: string, exceptUserId: string): Promise<number> {
  const row = await db
    .selectFrom('tenant_members as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select(sql<number>`count(*)::int`.as('count'))
    .where('m.tenant_id', '=', tenantId)
    .where('m.is_active', '=', true)
    .where('u.is_active', '=', true)
    .where('m.user_id', '<>', exceptUserId)
    .where(sql<boolean>`'TENANT_ADMIN' = any(m.roles)`)
    .executeTakeFirstOrThrow();
  return toNumber(row.count);
}

export async function countActiveMemberships(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom('tenant_members')
    .select(sql<number>`count(*)::int`.as('count'))
    .where('user_id', '=', userId)
    .where('is_active', '=', true)
    .executeTakeFirstOrThrow();
  return toNumber(row.count);
}

/** Ends every open session of a user (deactivated everywhere): auth reads sessions, users ends them. */
export async function revokeUserSessions(db: Db, userId: string): Promise<void> {
  await db.updateTable('sessions').set({ revoked_at: sql<Date>`now()` }).where('user_id', '=', userId).where('revoked_at', 'is', null).execute();
}
