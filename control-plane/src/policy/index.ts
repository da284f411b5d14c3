/**
 * Every authorization decision of the control plane: "may this actor do this action on this
 * resource?". Pure functions over the actor loaded at authentication (memberships, grants or the
 * token's binding); services call `authorize` before touching data and scope their queries with
 * `visibleTenantIds`/`projectScope`, so a tenant's data is never read on behalf of another.
 */
export { highestRole, ROLE_ORDER, type Actor, type Membership, type ProjectGrant, type SessionInfo, type TokenActor, type UserActor } from './actor.js';
export { PROJECT_DENIED, type Action, type GlobalAction, type ProjectAction, type ProjectResource, type TenantAction, type TenantResource } from './actions.js';
export { authorize, can } from './decisions.js';
export { isTenantAdmin, membershipOf } from './memberships.js';
export { authorizedTenant, canSeeProject, projectScope, resolveTenant, visibleTenantIds } from './tenant-scope.js';
