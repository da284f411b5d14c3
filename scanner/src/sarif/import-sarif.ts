/**
 * Imports SARIF as a scan source: validated against the 2.1.0 schema, then each result mapped to a
 * catalog rule. Vigia's own export is restored field by field.
 */
import { redactSecretLike } from '../detectors/secrets/redact.js';
import { dedupFindings } from '../findings/dedup.js';
import { assignFingerprints } from '../findings/fingerprint.js';
import { makeFinding } from '../findings/make-finding.js';
import { compareFindings } from '../findings/severity.js';
import type { Finding, ScanLogEntry, Severity } from '../types.js';
import { mapExternalRule } from './map-external.js';
import { suppressionOf } from './suppression-of.js';
import type { SarifLog, SarifResult, SarifRule, SarifRun } from './sarif-types.js';
import { FINGERPRINT_KEY, VIGIA_TOOL } from './to-sarif.js';
import { validateSarif } from './validate-sarif.js';

export interface ImportResult { findings: Finding[]; log: ScanLogEntry[] }

type VigiaProperties = Pick<Finding, 'severity' | 'category' | 'framework' | 'source' | 'count' | 'meta' | 'law'>;

function severityFromTool(result: SarifResult, rule: SarifRule | undefined): Severity | undefined {
  const score = Number(rule?.properties?.['security-severity'] ?? result.properties?.['security-severity']);
  if (Number.isFinite(score) && score > 0) return score >= 9 ? 'critical' : score >= 7 ? 'high' : score >= 4 ? 'medium' : 'low';
  return undefined;
}

function severityFromLevel(level: SarifResult['level']): Severity {
  return level === 'error' ? 'high' : level === 'note' ? 'low' : level === 'none' ? 'info' : 'medium';
}

/** Relative POSIX path: strips file:// and the run's source root when the tool wrote absolute URIs. */
function fileOf(uri: string | undefined, run: SarifRun): string {
  let path = decodeURI(uri ?? '').replace(/^file:\/\//, '');
  for (const base of Object.values(run.originalUriBaseIds ?? {})) {
    const root = decodeURI(base.uri ?? '').replace(/^file:\/\//, '');
    if (root && path.startsWith(root)) path = path.slice(root.length);
  }
  return path.replace(/^\.?\//, '') || '(desconhecido)';
}

function ruleOf(run: SarifRun, result: SarifResult): { id: string; rule?: SarifRule } {
  const rules = run.tool.driver.rules ?? [];
  const index = result.ruleIndex ?? result.rule?.index;
  const id = result.ruleId ?? result.rule?.id ?? (index !== undefined ? rules[index]?.id : undefined) ?? 'desconhecida';
  const rule = (index !== undefined ? rules[index] : undefined) ?? rules.find((r) => r.id === id);
  return { id, rule };
}

function importResult(run: SarifRun, result: SarifResult): Finding {
  const finding = findingOf(run, result);
  const suppression = suppressionOf(result, run.tool.driver.name);
  return suppression ? { ...finding, suppression } : finding;
}

function findingOf(run: SarifRun, result: SarifResult): Finding {
  const tool = run.tool.driver.name;
  const location = result.locations?.[0]?.physicalLocation;
  const region = location?.region ?? {};
  const file = fileOf(location?.artifactLocation?.uri, run);
  const line = region.startLine ?? 1;
  const column = region.startColumn ?? 1;
  const snippet = redactSecretLike(region.snippet?.text ?? '');
  const { id, rule } = ruleOf(run, result);
  const vigia = result.properties?.vigia as VigiaProperties | undefined;
  if (tool === VIGIA_TOOL && vigia) {
    return {
      file, line, column, endLine: region.endLine ?? line, endColumn: region.endColumn ?? column,
      message: redactSecretLike(result.message.text ?? ''), severity: vigia.severity, rule: id, category: vigia.category,
      framework: vigia.framework, source: vigia.source, snippet,
      fingerprint: result.partialFingerprints?.[FINGERPRINT_KEY] ?? '', count: vigia.count, meta: vigia.meta, law: vigia.law,
    };
  }
  const mapped = mapExternalRule(tool, id, rule);
  const text = result.message.text ?? result.message.markdown ?? '';
  const base = makeFinding({
    ruleId: mapped ?? 'external-finding', file, line, column, endLine: region.endLine, endColumn: region.endColumn,
    snippet, source: `sarif:${tool.toLowerCase()}`,
    message: mapped ? undefined : `Achado importado de ${tool} (${id}): ${redactSecretLike(text)}`,
  });
  return {
    ...base,
    rule: mapped ?? `${tool.toLowerCase()}/${id}`,
    severity: severityFromTool(result, rule) ?? (mapped ? base.severity : severityFromLevel(result.level ?? rule?.defaultConfiguration?.level)),
    count: result.occurrenceCount ?? 1,
    meta: { ...base.meta, toolRule: `${tool}/${id}` },
  };
}

export function importSarif(json: unknown): ImportResult {
  const log: ScanLogEntry[] = [];
  const document = typeof json === 'string' ? (JSON.parse(json) as unknown) : json;
  const { valid, errors } = validateSarif(document);
  if (!valid) throw new Error(`SARIF inválido: ${errors.slice(0, 3).join('; ')}`);
  const sarif = document as SarifLog;
  const restored: Finding[] = [];
  const imported: Finding[] = [];
  for (const run of sarif.runs) {
    for (const result of run.results ?? []) {
      if (result.kind && result.kind !== 'fail') continue; // pass, review, notApplicable... are not findings
      const finding = importResult(run, result);
      (finding.fingerprint ? restored : imported).push(finding);
    }
    log.push({ level: 'info', message: `Importados ${run.results?.length ?? 0} resultados de ${run.tool.driver.name}.` });
  }
  // Vigia's own export keeps its order; other tools' results are ranked like a scan.
  const findings = [...restored, ...assignFingerprints(dedupFindings(imported)).sort(compareFindings)];
  return { findings, log };
}
