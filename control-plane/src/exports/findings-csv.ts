import type { FindingDto } from '../findings/finding-dto.js';
import { FRAMEWORK_LABEL, SEVERITY_LABEL } from './pdf-kit.js';

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

/** BOM and the header line. */
export function csvHead(): string {
  return `${BOM}${CSV_HEADER.join(CSV_SEPARATOR)}${CRLF}`;
}

/**
 * One line per finding, CRLF-terminated, with the values as the dashboard shows them: severity and
 * framework in Portuguese ("Média", "Segurança"); rule and category are shown as their codes there
 * too. (The JSON export keeps every code: programs read it.)
 */
export function csvLines(findings: readonly FindingDto[]): string {
  return findings
    .map((f) =>
      [f.file, f.line, SEVERITY_LABEL[f.severity] ?? f.severity, f.rule, f.message, f.category, FRAMEWORK_LABEL[f.framework] ?? f.framework]
        .map(csvField)
        .join(CSV_SEPARATOR) + CRLF,
    )
    .join('');
}
