import { sql } from 'kysely';
import type { Db } from '../lib/db.js';

/**
 * The scan's counts by severity, category, primary framework and applicability (what the
 * dashboard's chips and charts read), written once when the scan is finalised: a completed scan's
 * findings never change. Idempotent (a replayed finalisation writes nothing new).
 */
export async function writeFindingCounts(db: Db, tenantId: string, scanId: string): Promise<void> {
  await sql`INSERT INTO finding_counts (tenant_id, scan_id, severity, category, framework, non_applicable, findings)
    SELECT tenant_id, scan_id, severity, coalesce(category, ''), coalesce(framework, 'security'), non_applicable, count(*)
    FROM findings WHERE tenant_id = ${tenantId} AND scan_id = ${scanId}
    GROUP BY 1, 2, 3, 4, 5, 6
    ON CONFLICT DO NOTHING`.execute(db);
  await db.updateTable('scans').set({ finding_counts_at: new Date() }).where('tenant_id', '=', tenantId).where('id', '=', scanId).execute();
}
