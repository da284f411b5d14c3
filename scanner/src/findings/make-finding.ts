/** Builds a Finding from a catalog rule and a location; the catalog supplies message, severity and law. */
import { catalogRule } from '../catalog/catalog.js';
import { citationsFor, regulatoryMeta } from '../catalog/citations.js';
import type { Finding, TraceStep } from '../types.js';

export interface Hit {
  ruleId: string;
  file: string;
  line: number;
  column: number;
  endLine?: number;
  endColumn?: number;
  snippet: string;
  source: string;
  engineRule?: string;
  /** Replaces the catalog message when the detector knows more (e.g. which provider). */
  message?: string;
  /** Taint findings: from the source to the sink. */
  trace?: TraceStep[];
}

const MAX_SNIPPET = 240;

export function makeFinding(hit: Hit): Finding {
  const rule = catalogRule(hit.ruleId);
  const regulatory = regulatoryMeta(rule);
  return {
    file: hit.file,
    line: hit.line,
    column: hit.column,
    endLine: hit.endLine ?? hit.line,
    endColumn: hit.endColumn ?? hit.column,
    message: hit.message ?? rule.message,
    severity: rule.severity,
    rule: rule.id,
    category: rule.category,
    framework: regulatory.frameworks[0] ?? 'security',
    source: hit.source,
    snippet: hit.snippet.trim().slice(0, MAX_SNIPPET),
    fingerprint: '',
    count: 1,
    meta: { regulatory, ...(hit.engineRule ? { engineRule: hit.engineRule } : {}) },
    law: { citations: citationsFor(regulatory) },
    ...(hit.trace?.length ? { trace: hit.trace } : {}),
  };
}
