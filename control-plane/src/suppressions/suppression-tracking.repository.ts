/**
 * When a scan completes (after its findings are matched with the tracked ones): a tracked finding
 * the code now suppresses remembers since when and from which scan (the admin list's age and
 * author); one the code no longer suppresses forgets it. Two set-based statements per scan.
 */
import { sql } from 'kysely';
import type { Db } from '../lib/db.js';

export async function trackSuppressions(db: Db, scan: { tenantId: string; projectId: string; scanId: string }): Promise<void> {
  const { tenantId: t, projectId: p, scanId: s } = scan;
  await sql`UPDATE tracked_findings tf
    SET suppressed_at = coalesce(tf.suppressed_at, now()), suppressed_scan_id = coalesce(tf.suppressed_scan_id, ${s}::uuid)
    FROM findings f
    WHERE f.tenant_id = ${t} AND f.scan_id = ${s} AND f.suppression_status = 'accepted'
      AND tf.tenant_id = ${t} AND tf.id = f.tracked_id`.execute(db);
  await sql`UPDATE tracked_findings tf SET suppressed_at = NULL, suppressed_scan_id = NULL
    WHERE tf.tenant_id = ${t} AND tf.project_id = ${p} AND tf.suppressed_at IS NOT NULL AND tf.last_seen_scan_id = ${s}
      AND NOT EXISTS (SELECT 1 FROM findings f WHERE f.tenant_id = ${t} AND f.scan_id = ${s} AND f.tracked_id = tf.id
        AND f.suppression_status = 'accepted')`.execute(db);
}
