import { withAudit } from '../audit/with-audit.js';
import { revokeUserSessions } from '../auth/sessions.repository.js';
import type { RoleName } from '../db/types.js';
import type { Schemas, UserDto } from '../lib/api-types.js';
import type { Db } from '../lib/db.js';
import { AppError, invalid } from '../lib/errors.js';
import type { RequestMeta } from '../lib/request-meta.js';
import { authorize, type Actor } from '../policy/index.js';
import { projectIdsInTenant } from '../projects/projects.repository.js';
import { lockTenant } from '../tenants/tenants.repository.js';
import { toUserDto } from './user-dto.js';
import {
  countActiveAdmins,
  countActiveMemberships,
  findTenantMember,
  listTenantMembers,
  replaceProjectRoles,
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

export class UsersService {
  constructor(private readonly db: Db) {}

  async list(actor: Actor, tenantId: string, filter: { role?: RoleName; includeInactive?: boolean }): Promise<UserDto[]> {
    authorize(actor, 'users.read', { tenantId });
    const members = await listTenantMembers(this.db, tenantId, {
      ...(filter.role ? { role: filter.role } : {}),
      includeInactive: filter.includeInactive ?? false,
    });
    return members.map(memberDto);
  }

  async update(
    actor: Actor,
    tenantId: string,
    userId: string,
    body: Schemas['UpdateUserRequest'],
    request: RequestMeta,
  ): Promise<UserDto> {
    authorize(actor, 'users.update', { tenantId });
    return withAudit(this.db, actor, request, async (trx) => {
      // Serialises membership changes of the tenant, so two admins cannot demote each other at once.
      await lockTenant(trx, tenantId);
      const member = await findTenantMember(trx, tenantId, userId);
      if (!member) throw new AppError(404, 'NOT_FOUND', 'Usuário não encontrado');

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

      if (body.name !== undefined) await updateUser(trx, userId, { name: body.name });
      if (body.roles !== undefined || body.isActive !== undefined) {
        await updateMembership(trx, tenantId, userId, {
          ...(body.roles !== undefined ? { roles } : {}),
          ...(body.isActive !== undefined ? { isActive } : {}),
        });
      }
      if (grants) await replaceProjectRoles(trx, tenantId, userId, grants);
      // Removed from their last tenant: their open sessions end now.
      if (!isActive && (await countActiveMemberships(trx, userId)) === 0) await revokeUserSessions(trx, userId);

      const updated = await findTenantMember(trx, tenantId, userId);
      if (!updated) throw new AppError(404, 'NOT_FOUND', 'Usuário não encontrado');
      return {
        result: memberDto(updated),
        audit: {
          tenantId,
          action: body.isActive === false ? 'user.remove' : 'user.update',
          targetType: 'user',
          targetId: userId,
          meta: { fields: Object.keys(body) },
        },
      };
    });
  }
}
