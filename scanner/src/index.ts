/** The scan engine's public surface: scanning, SARIF in/out, the regulatory catalog and compliance. */
export const SCANNER_VERSION = '1.0.0';

export type {
  Citation, Finding, FindingSuppression, Framework, Regime, RegulatoryMeta, ScanLogEntry, ScanProgress, ScanResult, Severity, SkipCode, SkippedFile, SkipStage, TraceStep,
} from './types.js';
export { FRAMEWORKS } from './types.js';
export { SEVERITY_ORDER, compareFindings } from './findings/severity.js';

export { scanDirectory, type ScanCheckpoint, type ScanDirectoryOptions } from './scan/scan-directory.js';
export { scanFiles, type ScanFilesOptions } from './scan/scan-files.js';
export { projectOf, Project, type ProjectIndex } from './scan/project-index.js';
export { listScannableFiles, type ListOptions } from './files/list-files.js';
export { addSkipped, SKIPPED_FILES_KEPT, SkippedFiles, type SkippedTally } from './scan/skipped-files.js';

export { toSarif } from './sarif/to-sarif.js';
export { importSarif, type ImportResult } from './sarif/import-sarif.js';
export { validateSarif } from './sarif/validate-sarif.js';
export { suppressionComments, type SuppressionComment } from './suppress/suppression-comments.js';
export { applySuppressionComments } from './suppress/apply-suppressions.js';
export type { SarifLog } from './sarif/sarif-types.js';

export { catalogRule, catalogRules, loadNorms, type CatalogRule, type Norms } from './catalog/catalog.js';
export { citationsForRegime } from './catalog/citations.js';
export {
  ARTICLE_SAMPLES, buildComplianceReport, COMPLIANCE_DISCLAIMER, groupByArticle,
  type ArticleGroup, type ArticleSample, type ComplianceReport,
} from './compliance/build-report.js';
export { frameworkScore, isViolation, overallScore, roundHalfUp, VIOLATION_SEVERITIES } from './compliance/score.js';
export { citationSummary, reviewedSummary } from './catalog/summaries.js';

export { dedupFindings } from './findings/dedup.js';
export { REDACTED, redactSecretLike } from './detectors/secrets/redact.js';
export { isValidCnpj, isValidCpf } from './detectors/brazil-ids.js';
export { astGrepBinary, astGrepScanArgs } from './engine/ast-grep-binary.js';
