/** Shared vocabulary of the engine: findings, citations and scan results. */
export type Severity = 'critical' | 'high' | 'medium' | 'low' | 'info' | 'unknown';

export type Framework = 'lgpd' | 'bacen' | 'security' | 'open_finance';
export const FRAMEWORKS: readonly Framework[] = ['lgpd', 'bacen', 'security', 'open_finance'];

/** Banco Central regime a tenant reports under: CMN 4.893 (institutions) or BCB 85 (payment institutions), both as amended. */
export type Regime = 'cmn4893' | 'bcb85';

export interface Citation {
  framework: Framework;
  /** Short reference, e.g. "LGPD art. 46", "CMN 4.893 art. 3º §2º II", "CWE-89". */
  ref: string;
  text: string;
  /** Only on Banco Central citations: the regime the text belongs to. */
  regime?: Regime;
}

export interface RegulatoryMeta {
  frameworks: Framework[];
  cwe: string[];
  /** Minimum controls of art. 3, §2 (I..XIV) the finding is evidence against. */
  bacenControls: string[];
  lgpdArticles: string[];
  openFinance: string[];
}

/** One step of a taint finding's data flow: where untrusted data enters, travels and does harm. */
export interface TraceStep {
  file: string;
  line: number;
  column: number;
  kind: 'source' | 'step' | 'sink';
  /** What happens here, in pt-BR (e.g. "entrada: request.getParameter", "concatenação"). */
  note: string;
}

export interface Finding {
  /** The stored finding's id, when the findings come back from a database (the control plane's). */
  id?: string;
  file: string;
  line: number;
  column: number;
  endLine: number;
  endColumn: number;
  message: string;
  severity: Severity;
  rule: string;
  category: string;
  /** Primary framework (the first of meta.regulatory.frameworks). */
  framework: Framework;
  /** Where the finding came from: 'ast-grep', 'secrets', 'personal-data', 'dockerfile' or 'sarif:<tool>'. */
  source: string;
  /** Code around the finding, secrets redacted. */
  snippet: string;
  /** Stable across scans when lines shift: rule + file + normalized code context. */
  fingerprint: string;
  count: number;
  meta: {
    regulatory: RegulatoryMeta;
    engineRule?: string;
    toolRule?: string;
    /** A `vigia-ignore` comment for this finding gave no reason, so it was ignored: says so, in Portuguese. */
    suppressionNote?: string;
  };
  law: { citations: Citation[] };
  /** Taint findings only: the data flow from source to sink. */
  trace?: TraceStep[];
  /** Suppressed by a `vigia-ignore` comment (inSource) or by the tool an imported SARIF came from. */
  suppression?: FindingSuppression;
}

/**
 * A suppression in SARIF's terms (§3.35): `accepted` takes the finding out of the gate; `underReview`
 * is a proposal that does not (yet). The justification is required: a suppression nobody explained is none.
 */
export interface FindingSuppression {
  kind: 'inSource' | 'external';
  status: 'accepted' | 'underReview';
  justification: string;
}

export interface ScanLogEntry {
  level: 'info' | 'warn' | 'error';
  file?: string;
  message: string;
}

export interface ScanProgress {
  stage: 'listing' | 'analyzing' | 'finalizing';
  filesDone: number;
  filesTotal: number;
}

/**
 * Why a file was not analysed, or only in part: a stable code for machines. Files left out by policy
 * (vendored folders, binary extensions, `.min.js` names) are not skipped files: nobody expects them read.
 */
export type SkipCode = 'too_large' | 'unreadable' | 'binary_content' | 'minified_content' | 'parse_error' | 'analysis_error' | 'work_budget' | 'too_large_for_analysis' | 'rules_engine_error';

/** The step that gave up: listing, reading, the rule engine (ast-grep) or one of the in-process detectors. */
export type SkipStage = 'listing' | 'reading' | 'rules' | 'secrets' | 'personal_data' | 'dockerfile' | 'config' | 'taint';

export interface SkippedFile {
  file: string;
  code: SkipCode;
  /** The reason as a sentence in Portuguese, for people. */
  reason: string;
  stage: SkipStage;
}

export interface ScanResult {
  findings: Finding[];
  linesScanned: number;
  filesScanned: number;
  /** Files the scan could not read or analyse in full, each named with its reason (the first SKIPPED_FILES_KEPT). */
  filesSkipped: SkippedFile[];
  /** How many files were skipped, exact even past the named ones. */
  filesSkippedCount: number;
  log: ScanLogEntry[];
}
