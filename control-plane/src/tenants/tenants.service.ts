import { changes, recordAudit } from '../audit/audit.repository.js';
import type { TenantRow } from '../db/types.js';
import type { Schemas, TenantDto } from '../lib/api-types.js';
import type { Db } from '../lib/db.js';
import { notFound } from '../lib/errors.js';
import type { RequestMeta } from '../lib/request-meta.js';
import { authorize, visibleTenantIds, type Actor } from '../policy/index.js';
import { upsertMembership } from '../users/users.repository.js';
import { findTenant, insertTenant, listTenantsByIds, updateTenant } from './tenants.repository.js';

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

function tenantSnapshot(row: TenantRow): Record<string, unknown> {
  return { name: row.name, isActive: row.is_active, bacenRegime: row.bacen_regime, quotaUnits: row.quota_units };
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
    return this.db.transaction().execute(async (trx) => {
      const tenant = await insertTenant(trx, { name: body.name.trim() });
      await upsertMembership(trx, tenant.id, actor.userId, ['TENANT_ADMIN']);
      await recordAudit(trx, actor, request, {
        tenantId: tenant.id,
        action: 'tenant.create',
        targetType: 'tenant',
        targetId: tenant.id,
        targetLabel: tenant.name,
        after: tenantSnapshot(tenant),
      });
      return toTenantDto(tenant);
    });
  }

  async update(actor: Actor, tenantId: string, body: Schemas['UpdateTenantRequest'], request: RequestMeta): Promise<TenantDto> {
    authorize(actor, 'tenant.update', { tenantId });
    return this.db.transaction().execute(async (trx) => {
      const current = await findTenant(trx, tenantId);
      if (!current) throw notFound('Tenant não encontrado');
      const row = await updateTenant(trx, tenantId, {
        ...(body.name !== undefined ? { name: body.name.trim() } : {}),
        ...(body.isActive !== undefined ? { isActive: body.isActive } : {}),
        ...(body.bacenRegime !== undefined ? { bacenRegime: body.bacenRegime } : {}),
        ...(body.quotaUnits !== undefined ? { quotaUnits: body.quotaUnits } : {}),
      });
      if (!row) throw notFound('Tenant não encontrado');
      await recordAudit(trx, actor, request, {
        tenantId,
        action: body.isActive === false && current.is_active ? 'tenant.deactivate' : body.isActive === true && !current.is_active ? 'tenant.reactivate' : 'tenant.update',
        targetType: 'tenant',
        targetId: tenantId,
        targetLabel: row.name,
        ...changes(tenantSnapshot(current), tenantSnapshot(row)),
      });
      return toTenantDto(row);
    });
  }
}
