/**
 * Metering of scans: 1 unit per 1,000 lines scanned (rounded up), checked against the tenant's
 * monthly quota while a scan runs and recorded once, in the transaction that completes it.
 */
import type { Db } from '../lib/db.js';
import { lockTenantQuota, quotaOf, recordUsage, sumUnits } from './usage.repository.js';

export const QUOTA_MESSAGE = 'Cota mensal esgotada: o limite de unidades de análise do tenant foi atingido';

/** 1 unit per 1,000 lines scanned, rounded up. */
export const unitsFor = (lines: number): number => Math.ceil(lines / 1000);

/** The first instant of the current month (UTC): quotas are monthly. */
export function monthStart(now = new Date()): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}

/** Units the tenant used this month. */
export function unitsThisMonth(db: Db, tenantId: string): Promise<number> {
  return sumUnits(db, { tenantId, projects: 'all' }, monthStart());
}

/** Whether a scan of `lines` lines still fits in the tenant's monthly quota. */
export async function quotaAllows(db: Db, tenantId: string, lines: number): Promise<boolean> {
  return (await unitsThisMonth(db, tenantId)) + unitsFor(lines) <= (await quotaOf(db, tenantId));
}

/**
 * Inside the transaction that completes the scan: records its units (a replay records nothing
 * new), or answers false when they would pass the quota. Scans of one tenant finishing together
 * are metered one after the other.
 */
export async function meterScan(
  trx: Db,
  scan: { tenantId: string; projectId: string; scanId: string; lines: number },
): Promise<{ units: number } | false> {
  await lockTenantQuota(trx, scan.tenantId);
  const units = unitsFor(scan.lines);
  if ((await unitsThisMonth(trx, scan.tenantId)) + units > (await quotaOf(trx, scan.tenantId))) return false;
  await recordUsage(trx, { tenantId: scan.tenantId, projectId: scan.projectId, scanId: scan.scanId, units, lines: scan.lines });
  return { units };
}
