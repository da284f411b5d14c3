import type { ExportFindingFragment } from '../../../gql/graphql';
import { redactSecrets } from './redact';

export type CsvFinding = Pick<ExportFindingFragment, 'file' | 'line' | 'severity' | 'rule' | 'message' | 'category' | 'framework'>;

/** Column headers of the findings CSV (spec §7). */
export const CSV_HEADER = ['Arquivo', 'Linha', 'Severidade', 'Regra', 'Mensagem', 'Categoria', 'Framework'] as const;
export const CSV_SEPARATOR = ';';
/** UTF-8 byte order mark: Excel reads the accents right. */
export const BOM = '\uFEFF';
const CRLF = '\r\n';

/**
 * A field always quoted, quotes doubled. A text that a spreadsheet would run as a formula
 * (starting with = + - @ or a tab/CR: scanned code is untrusted) gets a leading apostrophe.
 */
export function csvField(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

/** The findings CSV: BOM, header, one line per finding, CRLF line ends, secrets redacted. */
export function buildFindingsCsv(findings: readonly CsvFinding[]): string {
  const lines = [CSV_HEADER.join(CSV_SEPARATOR)];
  for (const f of findings) {
    lines.push(
      [f.file, f.line, f.severity, f.rule, redactSecrets(f.message), f.category, f.framework].map(csvField).join(CSV_SEPARATOR),
    );
  }
  return `${BOM}${lines.join(CRLF)}${CRLF}`;
}
