import { randomUUID } from 'node:crypto';
import { sql, type Selectable, type UpdateObject } from 'kysely';
import type { Database } from '../db/database.js';
import type { FindingBaseline } from '../db/finding-tables.js';
import type { ScansTable } from '../db/scan-tables.js';
import type { Db } from '../lib/db.js';
import { suppressionColumns, suppressionOfColumns } from '../suppressions/suppression-columns.js';
import type { EngineFinding } from './scan-engine.js';

export type ScanRow = Selectable<ScansTable>;

/** What survives between batches and restarts (scans.checkpoint). */
export interface Checkpoint {
  /** Files per batch, fixed when the scan first ran so batch boundaries never move. */
  batchSize: number;
  batchesDone: number;
  filesDone: number;
  linesScanned: number;
  /** Finding rows created by each committed batch (index = batch). */
  findingsPerBatch: number[];
}

/** Where a scan that never ran starts: nothing done, batches of `batchSize` files. */
export const firstCheckpoint = (batchSize: number): Checkpoint => ({ batchSize, batchesDone: 0, filesDone: 0, linesScanned: 0, findingsPerBatch: [] });

export async function insertScan(
  db: Db,
  scan: {
    id: string;
    tenantId: string;
    projectId: string;
    branch: string | null;
    baseRef: string | null;
    commitSha: string | null;
    sourceKind: 'archive' | 'sarif';
    sourceName: string;
    createdBy: string | null;
    tokenId: string | null;
  },
): Promise<ScanRow> {
  return db
    .insertInto('scans')
    .values({
      id: scan.id,
      tenant_id: scan.tenantId,
      project_id: scan.projectId,
      branch: scan.branch,
      base_ref: scan.baseRef,
      commit_sha: scan.commitSha,
      source_kind: scan.sourceKind,
      source_name: scan.sourceName,
      created_by: scan.createdBy,
      token_id: scan.tokenId,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function deleteScan(db: Db, tenantId: string, scanId: string): Promise<void> {
  await db.deleteFrom('scans').where('tenant_id', '=', tenantId).where('id', '=', scanId).execute();
}

export async function findScan(db: Db, tenantIds: string[], scanId: string): Promise<ScanRow | undefined> {
  if (tenantIds.length === 0) return undefined;
  return db.selectFrom('scans').selectAll().where('tenant_id', 'in', tenantIds).where('id', '=', scanId).executeTakeFirst();
}

export async function findScanById(db: Db, scanId: string): Promise<ScanRow | undefined> {
  return db.selectFrom('scans').selectAll().where('id', '=', scanId).executeTakeFirst();
}

/** The project's running (or queued) scan, else its latest one. */
export async function currentScan(db: Db, tenantId: string, projectId: string): Promise<ScanRow | undefined> {
  return db
    .selectFrom('scans')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('project_id', '=', projectId)
    .orderBy(sql`(status in ('queued', 'running'))`, 'desc')
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export async function setJobId(db: Db, scanId: string, jobId: string): Promise<void> {
  await db.updateTable('scans').set({ job_id: jobId }).where('id', '=', scanId).execute();
}

/**
 * Takes the lease of a queued or running scan for `workerId`: free, already ours, or left by a
 * worker whose heartbeat is older than `staleSeconds`. Undefined when finished or held by a live worker.
 */
export async function claimScan(db: Db, scanId: string, workerId: string, staleSeconds: number): Promise<ScanRow | undefined> {
  return db
    .updateTable('scans')
    .set({
      worker_id: workerId,
      heartbeat_at: sql<Date>`now()`,
      status: 'running',
      started_at: sql<Date>`coalesce(started_at, now())`,
      attempts: sql<number>`attempts + 1`,
      can_resume: false,
      updated_at: sql<Date>`now()`,
    })
    .where('id', '=', scanId)
    .where('status', 'in', ['queued', 'running'])
    .where((eb) =>
      eb.or([
        eb('worker_id', 'is', null),
        eb('worker_id', '=', workerId),
        eb('heartbeat_at', 'is', null),
        eb('heartbeat_at', '<', sql<Date>`now() - make_interval(secs => ${staleSeconds})`),
      ]),
    )
    .returningAll()
    .executeTakeFirst();
}

/** Refreshes the lease; false when another worker took it over. */
export async function heartbeat(db: Db, scanId: string, workerId: string): Promise<boolean> {
  const result = await db
    .updateTable('scans')
    .set({ heartbeat_at: sql<Date>`now()` })
    .where('id', '=', scanId)
    .where('worker_id', '=', workerId)
    .where('status', '=', 'running')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Locks the scan row for the rest of the transaction. */
export async function lockScan(db: Db, scanId: string): Promise<ScanRow | undefined> {
  return db.selectFrom('scans').selectAll().where('id', '=', scanId).forUpdate().executeTakeFirst();
}

export type ScanUpdate = UpdateObject<Database, 'scans'>;

export async function updateScan(db: Db, scanId: string, values: ScanUpdate): Promise<ScanRow> {
  return db
    .updateTable('scans')
    .set(values)
    .set({ updated_at: sql<Date>`now()` })
    .where('id', '=', scanId)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Scans some process was running: after a PGlite restart, every one of them lost its worker. */
export async function runningScans(db: Db): Promise<ScanRow[]> {
  return db.selectFrom('scans').selectAll().where('status', 'in', ['queued', 'running']).execute();
}

/** The findings row's meta column: the engine's meta plus the Finding fields that have no column. */
type StoredMeta = EngineFinding['meta'] & Partial<Pick<EngineFinding, 'source' | 'endLine' | 'endColumn' | 'trace'>>;

/** Row form of a finding; endLine, endColumn, source and the taint trace ride in meta. */
function findingRow(tenantId: string, projectId: string, scanId: string, f: EngineFinding) {
  return {
    scan_id: scanId,
    tenant_id: tenantId,
    project_id: projectId,
    file: f.file,
    line: f.line,
    col: f.column,
    message: f.message,
    severity: f.severity,
    rule: f.rule,
    category: f.category,
    framework: f.framework,
    frameworks: f.meta.regulatory.frameworks,
    cwe: f.meta.regulatory.cwe[0] ?? null,
    fingerprint: f.fingerprint,
    dedup_count: f.count,
    snippet: f.snippet,
    meta: JSON.stringify({ ...f.meta, source: f.source, endLine: f.endLine, endColumn: f.endColumn, ...(f.trace?.length ? { trace: f.trace } : {}) }),
    citations: JSON.stringify(f.law.citations),
    ...suppressionColumns(f.suppression),
  };
}

/** Same fingerprint twice in one statement would make ON CONFLICT fail: merge counts first. */
export function mergeByFingerprint(findings: readonly EngineFinding[]): EngineFinding[] {
  const byPrint = new Map<string, EngineFinding>();
  for (const f of findings) {
    const seen = byPrint.get(f.fingerprint);
    if (seen) byPrint.set(f.fingerprint, { ...seen, count: seen.count + f.count });
    else byPrint.set(f.fingerprint, f);
  }
  return [...byPrint.values()];
}

/**
 * Upserts one batch's findings, adding counts to rows that already exist. Called once per batch,
 * inside the transaction that moves the checkpoint past it. Returns how many rows it created.
 *
 * With `branch`, each new row is written already linked to its tracked finding (issue 29): the
 * branch's tracked row of the same fingerprint (unchanged, or reintroduced when it was fixed), else
 * the id its tracked row will get when the scan completes (new). Completion then only creates the
 * new tracked rows and corrects the few links a scan completed meanwhile made stale, instead of
 * rewriting every finding row (and each of its indexes) of the scan.
 */
export async function upsertFindings(
  db: Db,
  scope: { tenantId: string; projectId: string; scanId: string; branch?: string },
  findings: readonly EngineFinding[],
): Promise<number> {
  const merged = mergeByFingerprint(findings);
  let created = 0;
  for (let start = 0; start < merged.length; start += 500) {
    const chunk = merged.slice(start, start + 500);
    const links = scope.branch ? await trackedLinks(db, { ...scope, branch: scope.branch }, chunk) : undefined;
    const rows = chunk.map((f) => ({ ...findingRow(scope.tenantId, scope.projectId, scope.scanId, f), ...links?.get(f.fingerprint) }));
    const result = await db
      .insertInto('findings')
      .values(rows)
      .onConflict((oc) =>
        oc.columns(['tenant_id', 'scan_id', 'fingerprint']).doUpdateSet({ dedup_count: sql<number>`findings.dedup_count + excluded.dedup_count` }),
      )
      .returning(sql<boolean>`(xmax = 0)`.as('inserted'))
      .execute();
    created += result.filter((row) => row.inserted).length;
  }
  return created;
}

/** tracked_id and baseline of each fingerprint of a chunk, from one indexed look-up of the branch's tracked findings. */
async function trackedLinks(
  db: Db,
  scope: { tenantId: string; projectId: string; branch: string },
  chunk: readonly EngineFinding[],
): Promise<Map<string, { tracked_id: string; baseline: FindingBaseline }>> {
  const known = await db
    .selectFrom('tracked_findings')
    .select(['id', 'fingerprint', 'state'])
    .where('tenant_id', '=', scope.tenantId)
    .where('project_id', '=', scope.projectId)
    .where('branch', '=', scope.branch)
    .where('fingerprint', 'in', chunk.map((f) => f.fingerprint))
    .execute();
  const byPrint = new Map(known.map((row) => [row.fingerprint, row]));
  return new Map(
    chunk.map((f) => {
      const tracked = byPrint.get(f.fingerprint);
      const baseline: FindingBaseline = !tracked ? 'new' : tracked.state === 'fixed' ? 'reintroduced' : 'unchanged';
      return [f.fingerprint, { tracked_id: tracked?.id ?? randomUUID(), baseline }];
    }),
  );
}

/** Every finding of a scan, back in the engine's shape (artifacts are built from the stored rows). */
export async function loadFindings(db: Db, tenantId: string, scanId: string): Promise<EngineFinding[]> {
  const rows = await db
    .selectFrom('findings')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('scan_id', '=', scanId)
    .orderBy('file')
    .orderBy('line')
    .orderBy('col')
    .orderBy('fingerprint')
    .execute();
  return rows.map((row) => {
    const { source, endLine, endColumn, trace, ...meta } = row.meta as StoredMeta;
    const suppression = suppressionOfColumns(row);
    return {
      id: row.id,
      file: row.file,
      line: row.line ?? 0,
      column: row.col ?? 0,
      endLine: endLine ?? row.line ?? 0,
      endColumn: endColumn ?? row.col ?? 0,
      message: row.message,
      severity: row.severity,
      rule: row.rule,
      category: row.category ?? '',
      framework: (row.framework ?? 'security') as EngineFinding['framework'],
      source: source ?? '',
      snippet: row.snippet ?? '',
      fingerprint: row.fingerprint,
      count: row.dedup_count,
      meta,
      law: { citations: row.citations as EngineFinding['law']['citations'] },
      ...(trace?.length ? { trace } : {}),
      ...(suppression ? { suppression } : {}),
    };
  });
}

/** Gives the lease back and marks the scan resumable (the worker is shutting down mid-scan). */
export async function releaseScan(db: Db, scanId: string, workerId: string): Promise<void> {
  await db.updateTable('scans').set({ worker_id: null, can_resume: true }).where('id', '=', scanId).where('worker_id', '=', workerId).execute();
}
