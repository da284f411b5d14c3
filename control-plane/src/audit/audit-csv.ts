/**
 * CSV for spreadsheets as Brazilian admins open it (Excel pt-BR): UTF-8 with BOM, semicolons,
 * CRLF. A cell starting with = + - @ or a tab/CR would run as a formula: it gets an apostrophe.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | null | undefined): string {
  let text = value ?? '';
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[";\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvLine(cells: (string | null | undefined)[]): string {
  return `${cells.map(csvCell).join(';')}\r\n`;
}

export const CSV_BOM = '\uFEFF';
