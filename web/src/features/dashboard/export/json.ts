import type { ExportFindingFragment } from '../../../gql/graphql';
import { slugify } from '../../../lib/http/download';
import type { DashboardFilters } from '../filters/filters';
import { getFragmentData } from '../../../gql';
import { FindingTraceStepFragment } from '../table/traceStepFragment';
import { redactSecrets } from './redact';

export interface FindingsJsonMeta {
  project: string;
  scanId: string | null;
  scanFinishedAt: string | null;
  exportedAt: string;
  filters: Pick<DashboardFilters, 'severities' | 'q' | 'sortBy' | 'sortOrder'>;
}

/** One finding as exported: the API's fields without GraphQL typenames, secrets redacted. */
export function exportedFinding(f: ExportFindingFragment) {
  const regulatory = f.meta.regulatory;
  return {
    id: f.id,
    file: f.file,
    line: f.line,
    column: f.column,
    severity: f.severity,
    rule: f.rule,
    category: f.category,
    framework: f.framework,
    message: redactSecrets(f.message),
    cwe: f.cwe,
    count: f.count,
    nonApplicable: f.nonApplicable,
    fingerprint: f.fingerprint,
    snippet: redactSecrets(f.snippet),
    regulatory: {
      frameworks: [...regulatory.frameworks],
      cwe: [...regulatory.cwe],
      bacenControls: [...regulatory.bacenControls],
      lgpdArticles: [...regulatory.lgpdArticles],
      openFinance: [...regulatory.openFinance],
    },
    citations: f.law.citations.map((c) => ({ framework: c.framework, ref: c.ref, text: c.text })),
    trace: getFragmentData(FindingTraceStepFragment, f.trace).map(({ file, line, column, kind, note }) => ({ file, line, column, kind, note })),
  };
}

/** The findings JSON: what was exported and when, then the findings; pretty-printed with 2 spaces. */
export function buildFindingsJson(findings: readonly ExportFindingFragment[], meta: FindingsJsonMeta): string {
  const document = { ...meta, total: findings.length, findings: findings.map(exportedFinding) };
  return `${JSON.stringify(document, null, 2)}\n`;
}

/** `{project}-findings.json` / `.csv`, the project name slugged. */
export function findingsFilename(projectName: string | null | undefined, extension: 'json' | 'csv'): string {
  return `${slugify(projectName ?? '')}-findings.${extension}`;
}
