/**
 * The port between the pipeline and the scan engine (@vigia/scanner). The pipeline only needs these
 * six calls; everything about rules, secrets, SARIF and the regulatory catalog stays in the scanner.
 */
import {
  buildComplianceReport,
  importSarif,
  listScannableFiles,
  scanFiles,
  SkippedFiles,
  toSarif,
  type ComplianceReport,
  type Finding,
  type Regime,
  type SkippedTally,
} from '@vigia/scanner';
import type { BacenRegime } from '../db/identity-tables.js';
import { projectFor, releaseProject } from './scan-projects.js';

export type EngineFinding = Finding;

/** Files not analysed: the first ones named with their reason (filesSkipped), and the exact count (filesSkippedCount). */
export type { SkippedTally };

export interface BatchResult extends SkippedTally {
  findings: EngineFinding[];
  linesScanned: number;
  filesScanned: number;
}

export interface ScanEngine {
  /** Scannable files of an extracted tree, relative POSIX paths in a stable order, and those left unread (too large). */
  listFiles(root: string): Promise<{ files: string[]; skipped: SkippedTally }>;
  /**
   * Scans some files of the tree; dedup and fingerprints are per file, so batches compose. With `tree`
   * (every file of the scan), taint follows calls into files of other batches.
   */
  scanFiles(root: string, files: readonly string[], signal?: AbortSignal, tree?: readonly string[]): Promise<BatchResult>;
  /** The tree's analysis is over: what `scanFiles` kept for its batches (the taint project) is released. */
  releaseTree(root: string): void;
  /** Findings of a SARIF 2.1.0 document; throws on an invalid one. */
  importSarif(json: unknown): EngineFinding[];
  /** With `skipped` (a tree's scan), the run's invocation names the files not analysed. */
  toSarif(findings: readonly EngineFinding[], skipped?: SkippedTally): unknown;
  complianceReport(findings: readonly EngineFinding[], regime: BacenRegime): ComplianceReport;
}

const REGIMES: Record<BacenRegime, Regime> = { CMN_4893: 'cmn4893', BCB_85: 'bcb85' };

export const scannerEngine: ScanEngine = {
  async listFiles(root) {
    const skipped = new SkippedFiles();
    const files = await listScannableFiles(root, { onSkip: skipped.add });
    return { files, skipped: { filesSkipped: skipped.filesSkipped, filesSkippedCount: skipped.filesSkippedCount } };
  },
  async scanFiles(root, files, signal, tree) {
    const options = { ...(signal ? { signal } : {}), ...(tree ? { project: projectFor(root, tree) } : {}) };
    const { findings, linesScanned, filesScanned, filesSkipped, filesSkippedCount } = await scanFiles(root, files, options);
    return { findings, linesScanned, filesScanned, filesSkipped, filesSkippedCount };
  },
  releaseTree: releaseProject,
  importSarif: (json) => importSarif(json).findings,
  toSarif: (findings, skipped) => toSarif(findings, skipped),
  complianceReport: (findings, regime) => buildComplianceReport(findings, REGIMES[regime]),
};
