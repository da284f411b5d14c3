/** Exports findings as SARIF 2.1.0. Every Vigia field travels in properties, so importSarif restores it exactly. */
import { catalogRules } from '../catalog/catalog.js';
import type { SkippedTally } from '../scan/skipped-files.js';
import type { Finding, Severity, TraceStep } from '../types.js';
import type { SarifCodeFlow, SarifInvocation, SarifLevel, SarifLog, SarifResult, SarifRule } from './sarif-types.js';

export const VIGIA_TOOL = 'Vigia';
export const FINGERPRINT_KEY = 'vigiaFingerprint/v1';
const SCANNER_VERSION = '1.0.0';

export function levelFor(severity: Severity): SarifLevel {
  if (severity === 'critical' || severity === 'high') return 'error';
  if (severity === 'medium') return 'warning';
  if (severity === 'low' || severity === 'info') return 'note';
  return 'none';
}

function ruleFor(id: string, sample: Finding): SarifRule {
  const rule = catalogRules().get(id);
  return {
    id,
    name: id,
    shortDescription: { text: rule?.title ?? id },
    fullDescription: { text: rule?.message ?? sample.message },
    defaultConfiguration: { level: levelFor(rule?.severity ?? sample.severity) },
    properties: { tags: [...sample.meta.regulatory.frameworks, ...sample.meta.regulatory.cwe] },
  };
}

/** A taint trace as one code flow with one thread flow: source, steps, sink (SARIF §3.36). */
function codeFlowFor(trace: readonly TraceStep[]): SarifCodeFlow {
  return {
    message: { text: 'Caminho dos dados da entrada até o ponto sensível' },
    threadFlows: [{
      locations: trace.map((step) => ({
        location: {
          physicalLocation: { artifactLocation: { uri: encodeURI(step.file), uriBaseId: '%SRCROOT%' }, region: { startLine: step.line, startColumn: step.column } },
          message: { text: step.note },
        },
        kinds: [step.kind],
      })),
    }],
  };
}

function resultFor(f: Finding, ruleIndex: number): SarifResult {
  return {
    ruleId: f.rule,
    ruleIndex,
    level: levelFor(f.severity),
    message: { text: f.message },
    locations: [{
      physicalLocation: {
        artifactLocation: { uri: encodeURI(f.file), uriBaseId: '%SRCROOT%' },
        region: { startLine: f.line, startColumn: f.column, endLine: f.endLine, endColumn: f.endColumn, ...(f.snippet ? { snippet: { text: f.snippet } } : {}) },
      },
    }],
    ...(f.trace?.length ? { codeFlows: [codeFlowFor(f.trace)] } : {}),
    partialFingerprints: { [FINGERPRINT_KEY]: f.fingerprint },
    occurrenceCount: f.count,
    ...(f.suppression ? { suppressions: [{ ...f.suppression }] } : {}),
    properties: {
      vigia: { severity: f.severity, category: f.category, framework: f.framework, source: f.source, count: f.count, meta: f.meta, law: f.law },
    },
  };
}

/** The run's invocation: it completed, and each file it could not analyse is a warning at that file (SARIF §3.20.21). */
function invocationFor(skipped: SkippedTally): SarifInvocation {
  const notifications: SarifInvocation['toolExecutionNotifications'] = skipped.filesSkipped.map((s) => ({
    level: 'warning',
    message: { text: s.reason },
    descriptor: { id: s.code },
    locations: [{ physicalLocation: { artifactLocation: { uri: encodeURI(s.file), uriBaseId: '%SRCROOT%' } } }],
    properties: { stage: s.stage },
  }));
  const unnamed = skipped.filesSkippedCount - skipped.filesSkipped.length;
  if (unnamed > 0) notifications.push({ level: 'warning', message: { text: `Outros ${unnamed.toLocaleString('pt-BR')} arquivo(s) não analisado(s) não estão listados.` }, descriptor: { id: 'more_skipped' } });
  return { executionSuccessful: true, ...(notifications.length ? { toolExecutionNotifications: notifications } : {}) };
}

/** The findings as one run; with `skipped` (a scan of a tree), the run's invocation names the files not analysed. */
export function toSarif(findings: readonly Finding[], skipped?: SkippedTally): SarifLog {
  const ruleIds = [...new Set(findings.map((f) => f.rule))];
  const index = new Map(ruleIds.map((id, i) => [id, i]));
  return {
    $schema: 'https://json.schemastore.org/sarif-2.1.0.json',
    version: '2.1.0',
    runs: [{
      tool: {
        driver: {
          name: VIGIA_TOOL,
          version: SCANNER_VERSION,
          informationUri: 'https://github.com/vigia',
          rules: ruleIds.map((id) => ruleFor(id, findings.find((f) => f.rule === id) as Finding)),
        },
      },
      results: findings.map((f) => resultFor(f, index.get(f.rule) ?? 0)),
      ...(skipped ? { invocations: [invocationFor(skipped)] } : {}),
    }],
  };
}
