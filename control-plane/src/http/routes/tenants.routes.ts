import type { Services } from '../../services.js';
import { invalidAuthContext } from '../../lib/errors.js';
import type { Mount } from '../operation.js';

/** Spec §8 (Tokens): the token administration answers 401 with 'Contexto de autenticação inválido'. */
const tokenAdmin = { unauthenticated: invalidAuthContext };

export function tenantsRoutes(mount: Mount, services: Services): void {
  mount('listTenants', 'required')(async ({ actor }) => ({ status: 200, body: { tenants: await services.tenants.list(actor) } }));

  mount('createTenant', 'required')(async ({ actor, body, request }) => ({
    status: 201,
    body: await services.tenants.create(actor, body, request),
  }));

  mount('updateTenant', 'required')(async ({ actor, params, body, request }) => ({
    status: 200,
    body: await services.tenants.update(actor, params.tenantId, body, request),
  }));

  mount('listTenantUsers', 'required')(async ({ actor, params, query }) => ({
    status: 200,
    body: await services.users.list(actor, params.tenantId, query),
  }));

  mount('batchUpdateTenantUsers', 'required')(async ({ actor, params, body, request }) => ({
    status: 200,
    body: await services.users.batch(actor, params.tenantId, body, request),
  }));

  mount('listTenantInvites', 'required')(async ({ actor, params }) => ({
    status: 200,
    body: { invites: await services.invites.list(actor, params.tenantId) },
  }));

  mount('resendTenantInvite', 'required')(async ({ actor, params, body, request }) => ({
    status: 200,
    body: await services.invites.resend(actor, params.tenantId, params.inviteId, body, request),
  }));

  mount('revokeTenantInvite', 'required')(async ({ actor, params, request }) => ({
    status: 200,
    body: await services.invites.revoke(actor, params.tenantId, params.inviteId, request),
  }));

  mount('updateTenantUser', 'required')(async ({ actor, params, body, request }) => ({
    status: 200,
    body: await services.users.update(actor, params.tenantId, params.userId, body, request),
  }));

  mount('resetUserMfa', 'required')(async ({ actor, params, request }) => {
    await services.secondFactor.reset(actor, params.tenantId, params.userId, request);
    return { status: 200, body: { success: true } };
  });

  mount('listTenantTokens', 'required', tokenAdmin)(async ({ actor, params, query }) => ({
    status: 200,
    body: { tokens: await services.tokens.list(actor, params.tenantId, query) },
  }));

  mount('createTenantToken', 'required', tokenAdmin)(async ({ actor, params, body, request }) => ({
    status: 201,
    body: await services.tokens.create(actor, params.tenantId, body, request),
  }));

  mount('updateTenantToken', 'required', tokenAdmin)(async ({ actor, params, body, request }) => ({
    status: 200,
    body: await services.tokens.update(actor, params.tenantId, params.tokenId, body, request),
  }));

  mount('rotateTenantToken', 'required', tokenAdmin)(async ({ actor, params, body, request }) => ({
    status: 200,
    body: await services.tokens.rotate(actor, params.tenantId, params.tokenId, body, request),
  }));
}
