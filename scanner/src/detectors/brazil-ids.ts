/**
 * CPF and CNPJ (numeric and alphanumeric) in code, fixtures, logs and SQL seeds. About 1% of random
 * numbers pass the check digits, so a finding also needs a keyword (cpf, cnpj, documento...) nearby.
 */
import { cnpj, cpf } from 'cpf-cnpj-validator';
import type { Hit } from '../findings/make-finding.js';
import { maskBrazilianIds } from './secrets/redact.js';
import { csvColumn, csvDelimiter } from './csv-column.js';
import { insertContext } from './sql-insert.js';
import { TextPositions } from './text-position.js';

const CPF_PATTERN = /(?<![\w./-])(\d{3}\.\d{3}\.\d{3}-\d{2}|\d{11})(?![\w/-]|\.\d)/g;
const CNPJ_PATTERN = /(?<![\w./-])([0-9A-Z]{2}\.[0-9A-Z]{3}\.[0-9A-Z]{3}\/[0-9A-Z]{4}-\d{2}|[0-9A-Z]{12}\d{2})(?![\w/-]|\.\d)/g;
/**
 * Every CNPJ_PATTERN match is a run of 14+ characters of [0-9A-Z./-]: a file without one skips the
 * pattern, whose look-behind is tried at every character (most of this detector's time).
 */
const CNPJ_CANDIDATE = /[0-9A-Z][0-9A-Z./-]{13}/;
const KEYWORD = /cpf|cnpj|documento|document|doc_?num|nr_?doc|taxid|tax_id|inscri[cç][aã]o|contribuinte|titular|cadastro|rfb/i;
/** How far before the value (same line) the keyword may sit, e.g. `"cpf": "..."` or `cpf=...`. */
const KEYWORD_REACH = 40;

export function isValidCpf(value: string): boolean {
  return cpf.isValid(value);
}

export function isValidCnpj(value: string): boolean {
  // An all-digit 14-char value or a mix of digits and letters; check digits always numeric.
  return cnpj.isValid(value.toUpperCase());
}

function hasKeywordNearby(positions: TextPositions, line: number, column: number, header: string | undefined): boolean {
  const text = positions.lineText(line);
  // A value of an INSERT: its own column decides (`cpf` yes, `numero` no); when the row cannot be
  // matched to a column (a tuple over several lines), any keyword in the column list does.
  const insert = /insert|values|^\s*\(/i.test(text) ? insertContext(positions, line, column) : undefined;
  if (insert?.column !== undefined) return KEYWORD.test(insert.column);
  if (insert && insert.columns.some((c) => KEYWORD.test(c))) return true;
  if (KEYWORD.test(text.slice(Math.max(0, column - 1 - KEYWORD_REACH), column - 1))) return true;
  // CSV seeds name the column once, in the header: the value's own column decides.
  return header !== undefined && KEYWORD.test(csvColumn(header, text, column, csvDelimiter(header)) ?? header);
}

export function detectBrazilianIds(file: string, text: string): Hit[] {
  if (!/\d{2}/.test(text)) return [];
  const positions = new TextPositions(text);
  // CSV seeds name the column once, in the header.
  const header = /\.(?:csv|tsv)$/i.test(file) ? positions.lineText(1) : undefined;
  const hits: Hit[] = [];
  const scan = (pattern: RegExp, ruleId: 'pii-cpf' | 'pii-cnpj', valid: (v: string) => boolean) => {
    for (const m of text.matchAll(pattern)) {
      const value = m[1] ?? '';
      if (ruleId === 'pii-cnpj' && !/\d/.test(value.slice(0, 12))) continue; // all-letter words are not CNPJs
      if (!valid(value)) continue;
      const { line, column } = positions.position(m.index);
      if (!hasKeywordNearby(positions, line, column, header)) continue;
      hits.push({ ruleId, file, line, column, endLine: line, endColumn: column + value.length, snippet: maskBrazilianIds(positions.lineText(line)), source: 'personal-data' });
    }
  };
  scan(CPF_PATTERN, 'pii-cpf', isValidCpf);
  if (CNPJ_CANDIDATE.test(text)) scan(CNPJ_PATTERN, 'pii-cnpj', isValidCnpj);
  return hits;
}
