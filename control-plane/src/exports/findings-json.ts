import type { FindingDto } from '../findings/finding-dto.js';

export interface FindingsJsonHead {
  project: string;
  scanId: string;
  scanFinishedAt: string | null;
  exportedAt: string;
  filters: Record<string, unknown>;
}

/** One finding as exported: the contract's fields, flattened (regulatory, citations, trace). */
export function exportedFinding(f: FindingDto) {
  return {
    id: f.id,
    file: f.file,
    line: f.line,
    column: f.column,
    severity: f.severity,
    rule: f.rule,
    category: f.category,
    framework: f.framework,
    message: f.message,
    cwe: f.cwe,
    count: f.count,
    nonApplicable: f.nonApplicable,
    fingerprint: f.fingerprint,
    snippet: f.snippet,
    regulatory: f.meta.regulatory,
    citations: f.law.citations,
    trace: f.trace.map(({ file, line, column, kind, note }) => ({ file, line, column, kind, note })),
  };
}

const indent = (text: string, spaces: string) => text.replace(/\n/g, `\n${spaces}`);

/**
 * The JSON document written piece by piece, byte for byte what JSON.stringify(document, null, 2)
 * gives for `{...head, findings, total}`: `head()`, then `findings()` per page, then `end(total)`.
 */
export class FindingsJsonWriter {
  private written = 0;

  head(head: FindingsJsonHead): string {
    const text = JSON.stringify(head, null, 2);
    return `${text.slice(0, -2)},\n  "findings": [`;
  }

  findings(findings: readonly FindingDto[]): string {
    return findings
      .map((f) => `${this.written++ === 0 ? '' : ','}\n    ${indent(JSON.stringify(exportedFinding(f), null, 2), '    ')}`)
      .join('');
  }

  end(): string {
    return `${this.written === 0 ? '' : '\n  '}],\n  "total": ${this.written}\n}\n`;
  }
}
