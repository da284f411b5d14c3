import { withAudit } from '../audit/with-audit.js';
import type { TenantRow } from '../db/types.js';
import type { Schemas, TenantDto } from '../lib/api-types.js';
import type { Db } from '../lib/db.js';
import { notFound } from '../lib/errors.js';
import type { RequestMeta } from '../lib/request-meta.js';
import { authorize, visibleTenantIds, type Actor } from '../policy/index.js';
import { upsertMembership } from '../users/users.repository.js';
import { insertTenant, listTenantsByIds, updateTenant } from './tenants.repository.js';

export function toTenantDto(row: TenantRow): TenantDto {
  return {
    id: row.id,
    name: row.name,
    isActive: row.is_active,
    bacenRegime: row.bacen_regime,
    quotaUnits: row.quota_units,
    createdAt: row.created_at.toISOString(),
  };
}

export class TenantsService {
  constructor(private readonly db: Db) {}

  /** The tenants the caller belongs to; deactivated ones only for their TENANT_ADMINs. */
  async list(actor: Actor): Promise<TenantDto[]> {
    authorize(actor, 'tenants.list');
    const rows = await listTenantsByIds(this.db, visibleTenantIds(actor));
    return rows.map(toTenantDto);
  }

  async create(actor: Actor, body: Schemas['CreateTenantRequest'], request: RequestMeta): Promise<TenantDto> {
    authorize(actor, 'tenants.create');
    if (actor.type !== 'user') throw new Error('unreachable: only users create tenants');
    return withAudit(this.db, actor, request, async (trx) => {
      const tenant = await insertTenant(trx, { name: body.name.trim() });
      await upsertMembership(trx, tenant.id, actor.userId, ['TENANT_ADMIN']);
      return { result: toTenantDto(tenant), audit: { tenantId: tenant.id, action: 'tenant.create', targetType: 'tenant', targetId: tenant.id } };
    });
  }

  async update(actor: Actor, tenantId: string, body: Schemas['UpdateTenantRequest'], request: RequestMeta): Promise<TenantDto> {
    authorize(actor, 'tenant.update', { tenantId });
    return withAudit(this.db, actor, request, async (trx) => {
      const row = await updateTenant(trx, tenantId, {
        ...(body.name !== undefined ? { name: body.name.trim() } : {}),
        ...(body.isActive !== undefined ? { isActive: body.isActive } : {}),
        ...(body.bacenRegime !== undefined ? { bacenRegime: body.bacenRegime } : {}),
        ...(body.quotaUnits !== undefined ? { quotaUnits: body.quotaUnits } : {}),
      });
      if (!row) throw notFound('Tenant não encontrado');
      return {
        result: toTenantDto(row),
        audit: {
          tenantId,
          action: body.isActive === false ? 'tenant.deactivate' : 'tenant.update',
          targetType: 'tenant',
          targetId: tenantId,
          meta: { fields: Object.keys(body) },
        },
      };
    });
  }
}
