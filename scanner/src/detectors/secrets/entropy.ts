/**
 * The generic rule: a random-looking value assigned to a secret-looking name (password, token, api_key,
 * senha, chave...) in code, config, env, YAML, JSON, XML or Makefiles. Provider formats are found by
 * providers.ts; this catches the rest, so its filters lean towards precision (see looksLikeSecret).
 */
import type { Hit } from '../../findings/make-finding.js';
import { TextPositions } from '../text-position.js';
import { shannonEntropy } from './entropy-math.js';
import { isPlaceholder } from './placeholder.js';
import { redactValue } from './redact.js';

const WORDS = String.raw`secret|token|passw(?:or)?d|passwd|pwd|senha|segredo|credencial|api[_-]?key|apikey|chave[_-]?api|private[_-]?key|access[_-]?key|auth[_-]?key|signing[_-]?key`;
const NAME = String.raw`(?<![\w$.-])(?:[A-Za-z_$][\w$.-]*?)?(?:${WORDS})[\w$.-]*`;
// Assignment operators seen in the wild: = : := ::= :::= ?= .= => and the comma of setProperty("K", "v").
const OP = String.raw`(?:=>|:{1,3}=|\?=|\.=|[:=,])`;
// Optional declared type between name and operator (Go `var t string =`, Kotlin `val t: String =`).
const TYPE = String.raw`(?:[ \t]*:?[ \t]*(?:string|String|str|&str|char\[\]))?`;
const ASSIGN = new RegExp(String.raw`(${NAME})["'\]]?${TYPE}[ \t]*${OP}[ \t]*(?:(["'\x60])([^"'\x60\s]{10,200})\2|([^\s"'\x60\\,;]{10,200})(?=\\[nr]|[\s,;]|$))`, 'gim');
const XML_ELEMENT = new RegExp(String.raw`<(${NAME})>\s*([^\s<]{10,200})\s*</`, 'gi');

/** Checksums look random too: hex-only values of digest lengths beside a digest word are hashes. */
const HEX_DIGEST = /^(?:[a-f0-9]{32}|[a-f0-9]{40}|[a-f0-9]{64}|[a-f0-9]{128})$/i;
const DIGEST_WORD = /hash|sha\d*|md5|checksum|digest|integrity|etag|fingerprint|commit|revision|\bsum\b/i;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Unquoted code: calls or member chains (req.body.password.trim(), getSecret(), config.db.password). */
const CODE = /[()[\]]|^[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)+$/;

/** Random-looking: not a placeholder, word, path, URL, UUID, digest or code, and enough bits per char. */
export function looksLikeSecret(value: string, context = '', quoted = true): boolean {
  if (value.length < 10 || isPlaceholder(value)) return false;
  if (/^[\p{L}\p{M}_.\s-]+$/u.test(value) || /^[\w.-]+\.[a-z]{2,4}$/i.test(value) || /^\d+$/.test(value)) return false; // words (any script), file names, numbers
  if (/^(?:[a-z]+:)?\/\//i.test(value) || UUID.test(value)) return false;
  if (!quoted && CODE.test(value)) return false;
  if (HEX_DIGEST.test(value) && DIGEST_WORD.test(context)) return false;
  const classes = [/[a-z]/, /[A-Z]/, /\d/, /[^A-Za-z0-9]/].filter((r) => r.test(value)).length;
  // Hex has 16 symbols (at most 4 bits per char), so its floor is lower than for mixed alphabets.
  const floor = value.length < 20 || /^[a-f0-9-]+$/i.test(value) ? 3 : 3.5;
  return classes >= 2 && shannonEntropy(value) >= floor;
}

/** Cheap test that skips the costlier assignment patterns on files with no secret-looking name at all. */
const NAME_HINT = new RegExp(WORDS, 'i');

export function detectHighEntropyAssignments(file: string, text: string): Hit[] {
  if (!NAME_HINT.test(text)) return [];
  const positions = new TextPositions(text);
  const hits: Hit[] = [];
  const lines = new Set<number>();
  const consider = (nameOffset: number, name: string, value: string, quoted: boolean) => {
    const { line, column } = positions.position(nameOffset);
    const lineText = positions.lineText(line);
    if (lines.has(line) || !looksLikeSecret(value, `${name} ${lineText}`, quoted)) return;
    lines.add(line);
    hits.push({ ruleId: 'secret-high-entropy', file, line, column, snippet: redactValue(lineText, value), source: 'secrets', engineRule: 'vigia/high-entropy' });
  };
  for (const m of text.matchAll(ASSIGN)) {
    const name = m[1] ?? '';
    consider(m.index, name, m[3] ?? m[4] ?? '', m[3] !== undefined);
  }
  for (const m of text.matchAll(XML_ELEMENT)) consider(m.index + 1, m[1] ?? '', m[2] ?? '', true);
  return hits;
}
