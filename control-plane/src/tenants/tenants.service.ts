import { changes } from '../audit/audit.repository.js';
import { withAudit } from '../audit/with-audit.js';
import type { TenantRow } from '../db/identity-tables.js';
import type { Schemas, TenantDto } from '../lib/api-types.js';
import type { Db } from '../lib/db.js';
import { invalid, notFound } from '../lib/errors.js';
import { slaInOrder, slaOfRow } from '../triage/deadlines.js';
import type { RequestMeta } from '../lib/request-meta.js';
import { authorize, visibleTenantIds, type Actor } from '../policy/index.js';
import { upsertMembership } from '../users/users.repository.js';
import { findTenant, insertTenant, listTenantsByIds, lockTenant, updateTenant } from './tenants.repository.js';

export function toTenantDto(row: TenantRow): TenantDto {
  return {
    id: row.id,
    name: row.name,
    isActive: row.is_active,
    bacenRegime: row.bacen_regime,
    quotaUnits: row.quota_units,
    mfaPolicy: row.mfa_policy,
    riskAcceptanceMaxDays: row.risk_acceptance_max_days,
    slaDays: slaOfRow(row),
    createdAt: row.created_at.toISOString(),
  };
}

/** What the audit log keeps of a tenant: its settings, without the id and creation time every entry already has. */
function tenantSnapshot(row: TenantRow): Record<string, unknown> {
  const { id: _id, createdAt: _createdAt, ...settings } = toTenantDto(row);
  return settings;
}

/** Soft removal (spec §4) and its undoing read as their own actions in the audit log. */
function softRemovalAction(wasActive: boolean, isActive: boolean | undefined): string {
  if (isActive === false && wasActive) return 'tenant.deactivate';
  if (isActive === true && !wasActive) return 'tenant.reactivate';
  return 'tenant.update';
}

/** The name as stored: trimmed, still 2 to 120 characters (the contract counts the spaces too). */
function tenantName(name: string): string {
  const trimmed = name.trim();
  if (trimmed.length < 2) throw invalid('name', 'deve ter de 2 a 120 caracteres');
  return trimmed;
}

/** The SLA as asked, when a more severe finding does not get more days than a less severe one. */
function checkedSla(sla: Schemas['SlaDays']): Schemas['SlaDays'] {
  if (!slaInOrder(sla)) throw invalid('slaDays', 'não pode dar mais dias a uma severidade mais grave (crítica ≤ alta ≤ média ≤ baixa)');
  return sla;
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
      const tenant = await insertTenant(trx, { name: tenantName(body.name) });
      await upsertMembership(trx, tenant.id, actor.userId, ['TENANT_ADMIN']);
      return {
        result: toTenantDto(tenant),
        audit: {
          tenantId: tenant.id,
          action: 'tenant.create',
          targetType: 'tenant',
          targetId: tenant.id,
          targetLabel: tenant.name,
          after: tenantSnapshot(tenant),
        },
      };
    });
  }

  async update(actor: Actor, tenantId: string, body: Schemas['UpdateTenantRequest'], request: RequestMeta): Promise<TenantDto> {
    authorize(actor, 'tenant.update', { tenantId });
    return withAudit(this.db, actor, request, async (trx) => {
      // Locked: the audit's "before" is the row this change replaces, not one a concurrent change replaced.
      await lockTenant(trx, tenantId);
      const current = await findTenant(trx, tenantId);
      if (!current) throw notFound('Tenant não encontrado');
      const row = await updateTenant(trx, tenantId, {
        ...(body.name !== undefined ? { name: tenantName(body.name) } : {}),
        ...(body.isActive !== undefined ? { isActive: body.isActive } : {}),
        ...(body.bacenRegime !== undefined ? { bacenRegime: body.bacenRegime } : {}),
        ...(body.quotaUnits !== undefined ? { quotaUnits: body.quotaUnits } : {}),
        ...(body.mfaPolicy !== undefined ? { mfaPolicy: body.mfaPolicy } : {}),
        ...(body.riskAcceptanceMaxDays !== undefined ? { riskAcceptanceMaxDays: body.riskAcceptanceMaxDays } : {}),
        ...(body.slaDays !== undefined ? { slaDays: checkedSla(body.slaDays) } : {}),
      });
      if (!row) throw notFound('Tenant não encontrado');
      return {
        result: toTenantDto(row),
        audit: {
          tenantId,
          action: softRemovalAction(current.is_active, body.isActive),
          targetType: 'tenant',
          targetId: tenantId,
          targetLabel: row.name,
          ...changes(tenantSnapshot(current), tenantSnapshot(row)),
        },
      };
    });
  }
}
