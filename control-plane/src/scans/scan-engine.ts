/**
 * The port between the pipeline and the scan engine (@vigia/scanner). The pipeline only needs these
 * five calls; everything about rules, secrets, SARIF and the regulatory catalog stays in the scanner.
 */
import {
  buildComplianceReport,
  importSarif,
  listScannableFiles,
  scanFiles,
  toSarif,
  type ComplianceReport,
  type Finding,
  type Regime,
} from '@vigia/scanner';
import type { BacenRegime } from '../db/types.js';

export type EngineFinding = Finding;

export interface BatchResult {
  findings: EngineFinding[];
  linesScanned: number;
  filesScanned: number;
}

export interface ScanEngine {
  /** Scannable files of an extracted tree, relative POSIX paths in a stable order. */
  listFiles(root: string): Promise<string[]>;
  /** Scans some files of the tree; dedup and fingerprints are per file, so batches compose. */
  scanFiles(root: string, files: readonly string[], signal?: AbortSignal): Promise<BatchResult>;
  /** Findings of a SARIF 2.1.0 document; throws on an invalid one. */
  importSarif(json: unknown): EngineFinding[];
  toSarif(findings: readonly EngineFinding[]): unknown;
  complianceReport(findings: readonly EngineFinding[], regime: BacenRegime): ComplianceReport;
}

const REGIMES: Record<BacenRegime, Regime> = { CMN_4893: 'cmn4893', BCB_85: 'bcb85' };

export const scannerEngine: ScanEngine = {
  listFiles: (root) => listScannableFiles(root),
  async scanFiles(root, files, signal) {
    const result = await scanFiles(root, files, signal ? { signal } : {});
    return { findings: result.findings, linesScanned: result.linesScanned, filesScanned: result.filesScanned };
  },
  importSarif: (json) => importSarif(json).findings,
  toSarif: (findings) => toSarif(findings),
  complianceReport: (findings, regime) => buildComplianceReport(findings, REGIMES[regime]),
};
