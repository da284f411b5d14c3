import { changes } from '../audit/audit.repository.js';
import { withAudit, type Audited } from '../audit/with-audit.js';
import type { RoleName } from '../db/identity-tables.js';
import type { Schemas, UserDto } from '../lib/api-types.js';
import type { Db } from '../lib/db.js';
import { eachOnItsOwn } from '../lib/batch.js';
import { AppError, invalid } from '../lib/errors.js';
import { requestedPage } from '../lib/paging.js';
import type { RequestMeta } from '../lib/request-meta.js';
import { authorize, type Actor } from '../policy/index.js';
import { projectIdsInTenant, projectNamesInTenant } from '../projects/projects.repository.js';
import { lockTenant } from '../tenants/tenants.repository.js';
import { toUserDto } from './user-dto.js';
import {
  countActiveAdmins,
  findTenantMember,
  listTenantMembers,
  replaceProjectRoles,
  revokeUserSessions,
  updateMembership,
  updateUser,
  type ProjectRoleRecord,
  type TenantMember,
} from './users.repository.js';

const memberDto = (member: TenantMember): UserDto => toUserDto(member.user, member);

/** Keeps the last grant per project and checks every project belongs to the tenant (else 422). */
export async function checkProjectRoles(db: Db, tenantId: string, grants: Schemas['ProjectRole'][]): Promise<ProjectRoleRecord[]> {
  const byProject = new Map(grants.map((grant) => [grant.projectId, grant.role]));
  const known = new Set(await projectIdsInTenant(db, tenantId, [...byProject.keys()]));
  for (const projectId of byProject.keys()) {
    if (!known.has(projectId)) throw invalid('projectRoles', `contém um projeto que não pertence ao tenant: ${projectId}`);
  }
  return [...byProject].map(([projectId, role]) => ({ projectId, role }));
}

/**
 * What an admin change of a member is recorded as (before/after of the audit log). Each project
 * grant carries the project's name beside its id, so the log reads "Internet Banking", not a uuid,
 * and stays readable after the project is renamed or deactivated.
 */
function memberSnapshot(member: TenantMember, projectNames: Map<string, string>): Record<string, unknown> {
  const projectRoles = member.projectRoles.map(({ projectId, role }) => ({ projectId, projectName: projectNames.get(projectId) ?? null, role }));
  return { name: member.user.name, roles: member.roles, isActive: member.memberActive, projectRoles };
}

/** The names of every project granted before or after the change, read once in the change's transaction. */
function grantedProjectNames(trx: Db, tenantId: string, members: TenantMember[]): Promise<Map<string, string>> {
  const ids = new Set(members.flatMap((member) => member.projectRoles.map((grant) => grant.projectId)));
  return projectNamesInTenant(trx, tenantId, [...ids]);
}

const userNotFound = (): AppError => new AppError(404, 'NOT_FOUND', 'Usuário não encontrado');

export class UsersService {
  constructor(private readonly db: Db) {}

  async list(
    actor: Actor,
    tenantId: string,
    filter: { role?: RoleName; includeInactive?: boolean; search?: string; page?: number; pageSize?: number },
  ): Promise<Schemas['UserList']> {
    authorize(actor, 'users.read', { tenantId });
    const { page, pageSize, window } = requestedPage(filter, 20);
    const { members, total } = await listTenantMembers(
      this.db,
      tenantId,
      {
        ...(filter.role ? { role: filter.role } : {}),
        ...(filter.search ? { search: filter.search } : {}),
        includeInactive: filter.includeInactive ?? false,
      },
      window,
    );
    return { users: members.map(memberDto), total, page, pageSize };
  }

  async update(
    actor: Actor,
    tenantId: string,
    userId: string,
    body: Schemas['UpdateUserRequest'],
    request: RequestMeta,
  ): Promise<UserDto> {
    authorize(actor, 'users.update', { tenantId });
    return withAudit(this.db, actor, request, (trx) => this.change(trx, tenantId, userId, body));
  }

  /**
   * The same change for several users, each in its own transaction: one user's failure (unknown,
   * last admin) does not undo the others, and every user gets a result.
   */
  async batch(actor: Actor, tenantId: string, body: Schemas['BatchUserRequest'], request: RequestMeta): Promise<Schemas['BatchUserResult']> {
    authorize(actor, 'users.update', { tenantId });
    if (body.action === 'setRoles' && !body.roles) throw invalid('roles', 'é obrigatório para setRoles');
    if (body.action !== 'setRoles' && body.roles) throw invalid('roles', 'só é aceito com setRoles');
    const patch: Schemas['UpdateUserRequest'] =
      body.action === 'setRoles' ? { roles: body.roles ?? [] } : { isActive: body.action === 'activate' };
    return eachOnItsOwn<string, Schemas['BatchUserItemResult']>(
      body.userIds,
      async (userId) => {
        const user = await withAudit(this.db, actor, request, (trx) => this.change(trx, tenantId, userId, patch, { batch: true }));
        return { userId, email: user.email, success: true, user };
      },
      async (userId, error) => {
        const member = await findTenantMember(this.db, tenantId, userId);
        return { userId, email: member?.user.email ?? null, success: false, code: error.code, message: error.message };
      },
    );
  }

  /** One member's change and its audit entry (the caller records both in one transaction). */
  private async change(
    trx: Db,
    tenantId: string,
    userId: string,
    body: Schemas['UpdateUserRequest'],
    options: { batch?: boolean } = {},
  ): Promise<Audited<UserDto>> {
    // Serialises membership changes of the tenant, so two admins cannot demote each other at once.
    await lockTenant(trx, tenantId);
    const member = await findTenantMember(trx, tenantId, userId);
    if (!member) throw userNotFound();

    const roles = body.roles ? [...new Set(body.roles)] : member.roles;
    const isActive = body.isActive ?? member.memberActive;
    const wasAdmin = member.memberActive && member.roles.includes('TENANT_ADMIN');
    if (wasAdmin && (!isActive || !roles.includes('TENANT_ADMIN'))) {
      if ((await countActiveAdmins(trx, tenantId, userId)) === 0) {
        throw new AppError(422, 'LAST_ADMIN', 'Dados inválidos: o tenant precisa de ao menos um TENANT_ADMIN ativo', {
          field: body.isActive === false ? 'isActive' : 'roles',
        });
      }
    }
    const grants = body.projectRoles ? await checkProjectRoles(trx, tenantId, body.projectRoles) : undefined;

    if (body.name !== undefined) await updateUser(trx, userId, { name: body.name.trim() });
    if (body.roles !== undefined || body.isActive !== undefined) {
      await updateMembership(trx, tenantId, userId, {
        ...(body.roles !== undefined ? { roles } : {}),
        ...(body.isActive !== undefined ? { isActive } : {}),
      });
    }
    if (grants) await replaceProjectRoles(trx, tenantId, userId, grants);
    // Deactivated: every open session of the user ends now (issue 13), in any tenant; they sign in
    // again where they are still a member.
    if (!isActive && member.memberActive) await revokeUserSessions(trx, userId);

    const updated = await findTenantMember(trx, tenantId, userId);
    if (!updated) throw userNotFound();
    const projectNames = await grantedProjectNames(trx, tenantId, [member, updated]);
    const diff = changes(memberSnapshot(member, projectNames), memberSnapshot(updated, projectNames));
    const action =
      body.isActive === false && member.memberActive ? 'user.remove' : body.isActive === true && !member.memberActive ? 'user.activate' : 'user.update';
    return {
      result: memberDto(updated),
      audit: {
        tenantId,
        action,
        targetType: 'user',
        targetId: userId,
        targetLabel: member.user.email,
        ...diff,
        ...(options.batch ? { meta: { batch: true } } : {}),
      },
    };
  }
}
