/**
 * The compliance part of a scan: its COMPLIANCE_JSON artifact and its compliance_scores row, built
 * from the stored findings in the tenant's Banco Central regime; and, at start-up, the same for
 * scans completed before compliance_scores existed.
 */
import type { Logger } from 'pino';
import { writeArtifact } from '../artifacts/artifact-writer.js';
import type { Db } from '../lib/db.js';
import type { ObjectStorage } from '../storage/object-storage.js';
import type { EngineFinding, ScanEngine } from '../scans/scan-engine.js';
import { loadFindings, type ScanRow } from '../scans/scans.repository.js';
import { completedScansWithoutScores, saveComplianceScores, tenantRegime } from './compliance.repository.js';

/** Largest scan whose compliance report backfill() rebuilds (in memory) at start. */
const BACKFILL_MAX_FINDINGS = 100_000;

export class ComplianceWriter {
  constructor(private readonly deps: { db: Db; engine: Pick<ScanEngine, 'complianceReport'>; storage: ObjectStorage; logger: Logger }) {}

  /** COMPLIANCE_JSON and the scan's compliance_scores row, from its stored findings (which it returns). */
  async write(row: ScanRow): Promise<EngineFinding[]> {
    const { db, engine, storage } = this.deps;
    const findings = await loadFindings(db, row.tenant_id, row.id);
    const regime = await tenantRegime(db, row.tenant_id);
    const report = engine.complianceReport(findings, regime);
    const scan = { tenantId: row.tenant_id, projectId: row.project_id, scanId: row.id };
    await writeArtifact({ db, storage }, scan, {
      kind: 'COMPLIANCE_JSON',
      name: 'compliance.json',
      contentType: 'application/json',
      content: JSON.stringify(report, null, 2),
    });
    // The scores (for the trend) and the bounded articles summary (for the compliance PDF), read
    // without opening the artifact, which carries every finding.
    await saveComplianceScores(db, { ...scan, regime }, report);
    return findings;
  }

  /**
   * Scans completed before compliance_scores existed (migration 0006) have neither a trend point nor
   * the `articles` the /compliance page reads: their report is written again, once, from their
   * stored findings (citations follow the tenant's current regime). Scans past `maxFindings` are
   * left alone (the report is built in memory); the next scan of the project brings them back.
   */
  async backfill(maxFindings = BACKFILL_MAX_FINDINGS): Promise<number> {
    const rows = await completedScansWithoutScores(this.deps.db, maxFindings);
    for (const row of rows) await this.write(row);
    if (rows.length > 0) this.deps.logger.info({ scans: rows.length }, 'compliance reports written again for scans completed before 0006');
    return rows.length;
  }
}
