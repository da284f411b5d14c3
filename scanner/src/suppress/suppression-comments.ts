/**
 * `vigia-ignore <rule-id>: <reason>` comments, in any comment syntax the scanner reads: `//`, `#`,
 * `/* … *\/` (and its ` * ` continuation lines), `--` and `<!-- … -->`. The marker counts only inside
 * a comment (an opener before it, outside quotes), so a string that mentions it suppresses nothing.
 * A comment without a reason is kept too: it suppresses nothing, and the scan says so.
 */

export interface SuppressionComment {
  /** 1-based line of the comment; it covers findings on this line and the next. */
  line: number;
  rule: string;
  /** The justification, trimmed; null when the comment gives none. */
  reason: string | null;
}

export const MARKER = 'vigia-ignore';

const OPENERS = ['<!--', '/*', '//', '--', '#'] as const;
/** After the marker: the rule id, then `: reason` (anything else means no reason was given). */
const AFTER_MARKER = /^\s+([A-Za-z0-9_./-]*[A-Za-z0-9_])(?:\s*:(.*))?/;
/** Whatever closes the comment on the same line is not part of the reason. */
const CLOSERS = /\s*(?:\*\/|-->)\s*$/;

/** Even count of each quote character: the text ends outside any string literal. */
function outsideQuotes(code: string): boolean {
  return ['"', "'", '`'].every((quote) => code.split(quote).length % 2 === 1);
}

/** True when the marker at `at` sits inside a comment that opens on this line (or a block comment's `*` line). */
function inComment(line: string, at: number): boolean {
  if (/^\s*\*/.test(line)) return true;
  for (let i = 0; i < at; i += 1) {
    if (OPENERS.some((opener) => line.startsWith(opener, i)) && outsideQuotes(line.slice(0, i))) return true;
  }
  return false;
}

/** The suppression comments of a file's text; empty (and cheap) when the marker never occurs. */
export function suppressionComments(text: string): SuppressionComment[] {
  if (!text.includes(MARKER)) return [];
  const found: SuppressionComment[] = [];
  for (const [index, raw] of text.split('\n').entries()) {
    const line = raw.replace(/\r$/, '');
    const at = line.indexOf(MARKER);
    if (at === -1 || !inComment(line, at)) continue;
    const match = AFTER_MARKER.exec(line.slice(at + MARKER.length));
    if (!match?.[1]) continue;
    const reason = (match[2] ?? '').replace(CLOSERS, '').trim();
    found.push({ line: index + 1, rule: match[1], reason: reason.length > 0 ? reason : null });
  }
  return found;
}
