/**
 * The planner's statistics on the embedded database. PGlite runs no autovacuum, so its tables are
 * never analysed (pg_class.reltuples stays -1) and the planner guesses a row or so per table. The
 * compliance PDF's action plan then joined a scan's findings to the tenant's open tracked findings
 * through the (tenant, state) index, a loop over every open tracked finding for each finding: 1.5 s
 * for 370 findings, quadratic beyond (issue 30: a first PDF of 30 s). This stands in for
 * autovacuum's analyse: at start for the scan tables never analysed, and after a completed scan once
 * the rows written since the last analyse pass autovacuum's default threshold (50 + 10 % of the table).
 * PostgreSQL servers keep their own autovacuum; nothing here runs there.
 */
import { sql } from 'kysely';
import type { Logger } from 'pino';
import type { Db } from '../lib/db.js';

/** The tables every scan grows, whose plans the dashboard and the compliance reports depend on. */
export const SCAN_TABLES = ['scans', 'findings', 'tracked_findings', 'finding_counts', 'compliance_scores'] as const;
/** autovacuum_analyze_threshold and autovacuum_analyze_scale_factor, PostgreSQL's defaults. */
const ANALYZE_THRESHOLD = 50;
const ANALYZE_SCALE = 0.1;

export class EmbeddedStatistics {
  /** Findings written since the last analyse (each also writes or touches a tracked finding). */
  private pending = 0;
  /** The findings table's rows at the last analyse. */
  private rowsAtAnalyze = 0;

  constructor(
    private readonly db: Db,
    private readonly logger: Logger,
  ) {}

  /** At start: analyses the scan tables if any was never analysed (a database from before this, or a fresh one). */
  async start(): Promise<void> {
    const rows = await sql<{ relname: string; reltuples: number }>`
      SELECT relname, reltuples FROM pg_class WHERE relkind = 'r' AND relname IN (${sql.join([...SCAN_TABLES])})`.execute(this.db);
    if (rows.rows.some((row) => Number(row.reltuples) < 0)) await this.analyze('start');
    else this.rowsAtAnalyze = Number(rows.rows.find((row) => row.relname === 'findings')?.reltuples ?? 0);
  }

  /** After a completed scan that wrote `findings` rows: analyses once enough has changed. */
  async afterScan(findings: number): Promise<void> {
    this.pending += findings;
    if (this.pending < ANALYZE_THRESHOLD + ANALYZE_SCALE * this.rowsAtAnalyze) return;
    await this.analyze('scan');
  }

  private async analyze(reason: 'start' | 'scan'): Promise<void> {
    const started = performance.now();
    await sql`ANALYZE ${sql.join(SCAN_TABLES.map((table) => sql.table(table)))}`.execute(this.db);
    const findings = await sql<{ reltuples: number }>`SELECT reltuples FROM pg_class WHERE relkind = 'r' AND relname = 'findings'`.execute(this.db);
    this.rowsAtAnalyze = Math.max(0, Number(findings.rows[0]?.reltuples ?? 0));
    this.pending = 0;
    this.logger.info({ reason, findings: this.rowsAtAnalyze, ms: Math.round(performance.now() - started) }, 'embedded database: planner statistics refreshed');
  }
}
