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
  meta: { regulatory: RegulatoryMeta; engineRule?: string; toolRule?: string };
  law: { citations: Citation[] };
  /** Taint findings only: the path from the source to the sink. */
  trace?: TraceStep[];
}

/** One step of a taint finding's path: where the data entered, what carried it, the sink. */
export interface TraceStep {
  file: string;
  line: number;
  column: number;
  kind: 'source' | 'step' | 'sink';
  /** pt-BR, e.g. "entrada: request.getParameter", "concatenação", "execução SQL". */
  note: string;
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

export interface ScanResult {
  findings: Finding[];
  linesScanned: number;
  filesScanned: number;
  log: ScanLogEntry[];
}
