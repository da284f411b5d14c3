/** Tables of scans and what a scan produces besides findings: artifacts, compliance scores, usage. */
import type { SkippedFile } from '@vigia/scanner';
import type { ColumnType, Generated } from 'kysely';
import type { Timestamp, GeneratedTimestamp, Json, JsonWithDefault } from './columns.js';
import type { BacenRegime } from './identity-tables.js';
import type { Severity } from './finding-tables.js';

export type ScanStatus = 'queued' | 'running' | 'paused' | 'completed' | 'failed' | 'cancelled';

export type ScanStage = 'queued' | 'analyzing' | 'generating_compliance' | 'finalizing' | 'completed' | 'failed';

export interface ScansTable {
  id: Generated<string>;
  tenant_id: string;
  project_id: string;
  status: ColumnType<ScanStatus, ScanStatus | undefined, ScanStatus>;
  stage: ColumnType<ScanStage, ScanStage | undefined, ScanStage>;
  progress: Generated<number>;
  eta_seconds: number | null;
  started_at: Timestamp | null;
  finished_at: Timestamp | null;
  branch: string | null;
  commit_sha: string | null;
  /** Target branch of a pull/merge-request scan. */
  base_ref: ColumnType<string | null, string | null | undefined, string | null>;
  source_kind: string | null;
  lines_scanned: Generated<number>;
  units: Generated<number>;
  error: string | null;
  checkpoint: Json | null;
  summary: Json | null;
  can_resume: Generated<boolean>;
  created_by: string | null;
  token_id: string | null;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
  files_total: number | null;
  files_scanned: Generated<number>;
  findings_count: Generated<number>;
  source_name: string | null;
  job_id: string | null;
  worker_id: string | null;
  heartbeat_at: Timestamp | null;
  attempts: Generated<number>;
  finding_counts_at: Timestamp | null;
  /** Files the scan could not analyse: the exact count, and the first ones named (the scanner's SkippedFile[]). */
  files_skipped_count: Generated<number>;
  files_skipped: JsonWithDefault<SkippedFile[]>;
  /** How the scan's findings compare with the branch's tracked findings, written when it completes. */
  tracking: ColumnType<ScanTracking | null, string | null | undefined, string | null>;
}

export interface ScanTracking {
  branch: string;
  new: number;
  unchanged: number;
  fixed: number;
  reintroduced: number;
  /** Open findings per severity when the scan completed (absent before issue 29's trend). */
  open?: Record<Severity, number>;
}

export interface ArtifactsTable {
  id: Generated<string>;
  tenant_id: string;
  project_id: string;
  scan_id: string;
  kind: string;
  name: string;
  content_type: string;
  /** bigint: read as string by pg, number by PGlite; convert with Number(). */
  size_bytes: ColumnType<string | number, number | undefined, number>;
  storage_path: string;
  sha256: string | null;
  created_at: GeneratedTimestamp;
}

/** Compliance results of a scan (migration 0005): the trend and the compliance PDF read these. */
export interface ComplianceScoresTable {
  tenant_id: string;
  project_id: string;
  scan_id: string;
  regime: BacenRegime;
  lgpd: number;
  bacen: number;
  security: number;
  open_finance: number;
  overall: number;
  total_findings: number;
  articles: JsonWithDefault;
  /** Violations per domain ({lgpd, bacen, security, open_finance}); null on rows kept from before migration 0013. */
  violations: ColumnType<Record<string, number> | null, string | null | undefined, string | null>;
  created_at: GeneratedTimestamp;
}

export interface UsageRecordsTable {
  id: Generated<string>;
  tenant_id: string;
  project_id: string;
  scan_id: string | null;
  units: number;
  lines: Generated<number>;
  recorded_at: GeneratedTimestamp;
}
