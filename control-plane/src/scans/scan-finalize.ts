/**
 * The finalising step of a scan: one transaction, under the scan's lease, that meters it, writes the
 * dashboard's counts, tracks its findings and suppressions against the branch, and marks it completed,
 * so a scan is either seen complete with all of these or not at all (a replay redoes the whole step).
 */
import { sql } from 'kysely';
import { scanSummary, writeFindingCounts } from '../findings/finding-counts.repository.js';
import type { Db } from '../lib/db.js';
import { trackSuppressions } from '../suppressions/suppression-tracking.repository.js';
import { trackScanFindings } from '../triage/tracking.repository.js';
import { meterScan } from '../usage/metering.js';
import { lockLeasedScan } from './scan-lease.js';
import { updateScan, type ScanRow } from './scans.repository.js';

export interface CompletedScan {
  units: number;
  findings: number;
  critical: number;
}

export interface CompleteOptions {
  /** The lease holder: the step runs only while the lease is still ours. */
  workerId: string;
  /** Tells the scan's listeners its new status, in the same transaction. */
  publish: (trx: Db, updated: ScanRow) => Promise<void>;
}

/** Completes the scan; undefined when the tenant's quota refuses it (nothing is written then). */
export async function completeScan(db: Db, row: ScanRow, options: CompleteOptions): Promise<CompletedScan | undefined> {
  return db.transaction().execute(async (trx) => {
    await lockLeasedScan(trx, row.id, options.workerId);
    const metered = await meterScan(trx, { tenantId: row.tenant_id, projectId: row.project_id, scanId: row.id, lines: row.lines_scanned });
    if (!metered) return undefined;
    // The dashboard's counts, with the completion they describe: never written by a read.
    await writeFindingCounts(trx, row.tenant_id, row.id);
    const summary = await scanSummary(trx, row.tenant_id, row.id);
    // New, unchanged, fixed and reintroduced against the branch's tracked findings.
    const tracking = await trackScanFindings(trx, {
      tenantId: row.tenant_id,
      projectId: row.project_id,
      scanId: row.id,
      branch: row.branch,
      baseRef: row.base_ref,
      sourceKind: row.source_kind,
    });
    await trackSuppressions(trx, { tenantId: row.tenant_id, projectId: row.project_id, scanId: row.id });
    const updated = await updateScan(trx, row.id, {
      status: 'completed',
      stage: 'completed',
      progress: 100,
      eta_seconds: null,
      units: metered.units,
      summary: JSON.stringify(summary),
      tracking: JSON.stringify(tracking),
      findings_count: summary.total,
      finished_at: sql<Date>`now()`,
      can_resume: false,
      worker_id: null,
    });
    await options.publish(trx, updated);
    return { units: metered.units, findings: summary.total, critical: summary.bySeverity.critical };
  });
}
