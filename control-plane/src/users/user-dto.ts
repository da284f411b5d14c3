import type { RoleName, UserRow } from '../db/identity-tables.js';
import type { UserDto } from '../lib/api-types.js';
import { highestRole } from '../policy/index.js';
import type { ProjectRoleRecord } from './users.repository.js';

export interface UserView {
  tenantId?: string;
  roles: RoleName[];
  memberActive: boolean;
  projectRoles: ProjectRoleRecord[];
}

/** The contract's User as seen from one tenant (roles and project grants are per tenant). */
export function toUserDto(user: UserRow, view: UserView): UserDto {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    role: highestRole(view.roles),
    roles: view.roles,
    ...(view.tenantId ? { tenantId: view.tenantId } : {}),
    projectIds: view.projectRoles.map((grant) => grant.projectId),
    projectRoles: view.projectRoles.map((grant) => ({ projectId: grant.projectId, role: grant.role })),
    isActive: user.is_active && view.memberActive,
    lastLoginAt: user.last_login_at ? user.last_login_at.toISOString() : null,
    createdAt: user.created_at.toISOString(),
  };
}
