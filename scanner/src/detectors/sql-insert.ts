/**
 * The column an `INSERT ... VALUES` value belongs to, so a CPF in a multi-row seed is judged by its
 * column name (`cpf`, `documento_titular`) however many rows sit between it and the column list.
 */
import type { TextPositions } from './text-position.js';

/** Rows of one INSERT searched upwards for its column list (seed files run to thousands of rows). */
const MAX_STATEMENT_LINES = 5000;

export interface InsertContext { columns: string[]; column?: string }

/** Undefined when the value is not inside an INSERT statement. */
export function insertContext(positions: TextPositions, line: number, column: number): InsertContext | undefined {
  for (let l = line; l >= Math.max(1, line - MAX_STATEMENT_LINES); l -= 1) {
    const text = positions.lineText(l);
    const insert = /\binsert\s+into\s+[\w."`[\]]+\s*(?:\(([^)]*)\))?/i.exec(text);
    if (insert) {
      const columns = (insert[1] ?? '').split(',').map((c) => c.trim().replace(/^["`[]|["`\]]$/g, '')).filter(Boolean);
      const row = positions.lineText(line).slice(0, column - 1);
      // On the INSERT line itself the tuple starts after VALUES, not at the column list.
      const from = l === line ? Math.max(0, row.search(/\bvalues\b/i)) : 0;
      const index = tupleIndex(row.slice(from));
      return { columns, column: index === undefined ? undefined : columns[index] };
    }
    // A statement ended above (`...);`): the value is not in this INSERT.
    if (l < line && /;\s*(?:--.*)?$/.test(text)) return undefined;
  }
  return undefined;
}

/** Position of the value in its tuple: top-level commas since the tuple's `(` on this line. */
function tupleIndex(prefix: string): number | undefined {
  let depth = 0;
  let index: number | undefined;
  let quote = '';
  for (const ch of prefix) {
    if (quote) { if (ch === quote) quote = ''; continue; }
    if (ch === "'" || ch === '"') quote = ch;
    else if (ch === '(') { depth += 1; if (depth === 1) index = 0; }
    else if (ch === ')') depth -= 1;
    else if (ch === ',' && depth === 1 && index !== undefined) index += 1;
  }
  return depth === 1 ? index : undefined;
}
