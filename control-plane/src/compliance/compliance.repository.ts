/** SQL of the compliance domain: per-scan scores and articles, the trend, the LGPD evidence of a scan. Every query is tenant-scoped. */
import { sql, type Selectable } from 'kysely';
import type { ArticleGroup, ComplianceReport } from '@vigia/scanner';
import type { BacenRegime } from '../db/identity-tables.js';
import type { ComplianceScoresTable, ScansTable } from '../db/scan-tables.js';
import type { Severity } from '../db/finding-tables.js';
import type { Db } from '../lib/db.js';
import { completedScan } from './between-scans.repository.js';

export type ComplianceRow = Selectable<ComplianceScoresTable>;

/** Written by the scan runner with the COMPLIANCE_JSON (a replay of the step rewrites the row). */
export async function saveComplianceScores(
  db: Db,
  scope: { tenantId: string; projectId: string; scanId: string; regime: BacenRegime },
  report: ComplianceReport,
): Promise<void> {
  const values = {
    regime: scope.regime,
    lgpd: report.domains.lgpd.score,
    bacen: report.domains.bacen.score,
    security: report.domains.security.score,
    open_finance: report.domains.open_finance.score,
    overall: report.summary.compliance_score,
    total_findings: report.summary.total_findings,
    articles: JSON.stringify(report.articles),
    violations: JSON.stringify(Object.fromEntries(Object.entries(report.domains).map(([domain, d]) => [domain, d.violations]))),
  };
  await db
    .insertInto('compliance_scores')
    .values({ tenant_id: scope.tenantId, project_id: scope.projectId, scan_id: scope.scanId, ...values })
    .onConflict((oc) => oc.columns(['tenant_id', 'scan_id']).doUpdateSet(values))
    .execute();
}

/** The tenant's Banco Central regime: the citations a compliance report follows. */
export async function tenantRegime(db: Db, tenantId: string): Promise<BacenRegime> {
  const tenant = await db.selectFrom('tenants').select('bacen_regime').where('id', '=', tenantId).executeTakeFirstOrThrow();
  return tenant.bacen_regime;
}

/** Completed scans of at most `maxFindings` findings without a compliance_scores row (every tenant: a start-up task). */
export async function completedScansWithoutScores(db: Db, maxFindings: number): Promise<Selectable<ScansTable>[]> {
  return db
    .selectFrom('scans as s')
    .selectAll('s')
    .where('s.status', '=', 'completed')
    .where('s.findings_count', '<=', maxFindings)
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('compliance_scores as c').select('c.scan_id').whereRef('c.tenant_id', '=', 's.tenant_id').whereRef('c.scan_id', '=', 's.id'))),
    )
    .execute();
}

export interface TrendRow {
  scan_id: string;
  finished_at: Date;
  regime: BacenRegime;
  total_findings: number;
  lgpd: number;
  bacen: number;
  security: number;
  open_finance: number;
  overall: number;
}

/** The project's latest `limit` completed scans with scores, newest first. */
export async function trendRows(db: Db, tenantId: string, projectId: string, limit: number): Promise<TrendRow[]> {
  const rows = await db
    .selectFrom('compliance_scores as c')
    .innerJoin('scans as s', (join) => join.onRef('s.tenant_id', '=', 'c.tenant_id').onRef('s.id', '=', 'c.scan_id'))
    .select(['c.scan_id', 's.finished_at', 'c.regime', 'c.total_findings', 'c.lgpd', 'c.bacen', 'c.security', 'c.open_finance', 'c.overall'])
    .where('c.tenant_id', '=', tenantId)
    .where('c.project_id', '=', projectId)
    .where('s.project_id', '=', projectId)
    .where('s.status', '=', 'completed')
    .where('s.finished_at', 'is not', null)
    .orderBy('s.finished_at', 'desc')
    .orderBy('s.created_at', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ ...row, finished_at: row.finished_at as Date }));
}

/** A completed scan of the project with its compliance row, or undefined (unknown scan, other tenant or project, no data). */
export async function complianceOfScan(
  db: Db,
  tenantId: string,
  projectId: string,
  scanId: string,
): Promise<{ scan: Selectable<ScansTable>; scores: ComplianceRow & { articles: ArticleGroup[] } } | undefined> {
  const scan = await completedScan(db, { tenantId, projectId }, scanId);
  if (!scan) return undefined;
  const scores = await db
    .selectFrom('compliance_scores')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('project_id', '=', projectId)
    .where('scan_id', '=', scanId)
    .executeTakeFirst();
  if (!scores) return undefined;
  return { scan, scores: { ...scores, articles: scores.articles as ArticleGroup[] } };
}

export interface LgpdEvidenceRow {
  rule: string;
  category: string;
  severity: Severity;
  findings: number;
  occurrences: number;
}

export interface LgpdSampleRow {
  rule: string;
  file: string;
  line: number;
  severity: Severity;
}

const citesLgpd = sql<boolean>`'lgpd' = any(frameworks)`;

/** The scan's applicable findings citing the LGPD, counted by rule, category and severity, plus the 5 most severe locations per rule. */
export async function lgpdEvidence(db: Db, tenantId: string, scanId: string): Promise<{ counts: LgpdEvidenceRow[]; samples: LgpdSampleRow[] }> {
  const counts = await db
    .selectFrom('findings')
    .select(['rule', 'severity'])
    .select((eb) => [
      eb.fn.coalesce('category', sql<string>`''`).as('category'),
      eb.fn.countAll<string | number>().as('findings'),
      eb.fn.sum<string | number>('dedup_count').as('occurrences'),
    ])
    .where('tenant_id', '=', tenantId)
    .where('scan_id', '=', scanId)
    .where('non_applicable', '=', false)
    .where(citesLgpd)
    .groupBy(['rule', 'category', 'severity'])
    .execute();
  const samples = await sql<LgpdSampleRow>`
    select rule, file, coalesce(line, 0) as line, severity from (
      select rule, file, line, severity,
        row_number() over (partition by rule order by severity_rank desc, file, line) as n
      from findings
      where tenant_id = ${tenantId} and scan_id = ${scanId} and non_applicable = false and ${citesLgpd}
    ) ranked
    where n <= 5
    order by rule, n`.execute(db);
  return {
    counts: counts.map((row) => ({ ...row, findings: Number(row.findings), occurrences: Number(row.occurrences) })),
    samples: samples.rows.map((row) => ({ ...row, line: Number(row.line) })),
  };
}
