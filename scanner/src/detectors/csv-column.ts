/** The header of the CSV/TSV column a value sits in, so only `cpf`-like columns of a fixture count. */

/** The delimiter is the header's most frequent of `;`, `,` and tab. */
export function csvDelimiter(header: string): string {
  const counts = [';', ',', '\t'].map((d) => [d, header.split(d).length] as const);
  return counts.reduce((best, c) => (c[1] > best[1] ? c : best))[0];
}

/** Undefined when the row has more fields than the header (a free-text line). */
export function csvColumn(header: string, row: string, column: number, delimiter: string): string | undefined {
  let index = 0;
  let quoted = false;
  for (const ch of row.slice(0, column - 1)) {
    if (ch === '"') quoted = !quoted;
    else if (ch === delimiter && !quoted) index += 1;
  }
  return header.split(delimiter)[index];
}
