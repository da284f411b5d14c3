/**
 * Escape sequences of string literals, decoded by each language's own rules and never throwing: a
 * literal the compiler would reject (`\l` in Java) or JSON would (`\'`, `\7`) still folds to a
 * constant instead of costing the file its analysis.
 */
export type EscapeLanguage = 'java' | 'javascript' | 'python' | 'go' | 'kotlin' | 'php' | 'csharp';

interface EscapeRules {
  /** Most hex digits after `\x` (0: no `\x` escape). */
  hexDigits: number;
  /** `\101` is an octal code. */
  octal: boolean;
  /** An unknown escape keeps its backslash (Python, PHP) instead of standing for the character. */
  keepUnknown: boolean;
  /** Single-letter escapes beyond the common ones. */
  extra?: Readonly<Record<string, string>>;
}

const RULES: Record<EscapeLanguage, EscapeRules> = {
  java: { hexDigits: 0, octal: true, keepUnknown: false, extra: { s: ' ' } },
  javascript: { hexDigits: 2, octal: true, keepUnknown: false },
  python: { hexDigits: 2, octal: true, keepUnknown: true, extra: { a: '\x07' } },
  go: { hexDigits: 2, octal: true, keepUnknown: false, extra: { a: '\x07' } },
  kotlin: { hexDigits: 0, octal: false, keepUnknown: false },
  php: { hexDigits: 2, octal: true, keepUnknown: true, extra: { e: '\x1b' } },
  csharp: { hexDigits: 4, octal: false, keepUnknown: false, extra: { a: '\x07', e: '\x1b', 0: '\0' } },
};

const COMMON: Readonly<Record<string, string>> = { b: '\b', f: '\f', n: '\n', r: '\r', t: '\t', v: '\v' };

function codePoint(hex: string, raw: string): string {
  const value = Number.parseInt(hex, 16);
  return Number.isNaN(value) || value > 0x10ffff ? raw : String.fromCodePoint(value);
}

/** One escape sequence as the grammar delimits it (`\n`, `\x41`, `\u{41}`, `\101`, `\'`); its text when it stands for nothing known. */
export function decodeEscape(sequence: string, language: EscapeLanguage): string {
  const rules = RULES[language];
  const body = sequence.slice(1);
  if (!sequence.startsWith('\\') || body === '') return sequence;
  const first = body[0] as string;
  if (body.length === 1 && (first in COMMON || (rules.extra && first in rules.extra))) return rules.extra?.[first] ?? COMMON[first] ?? first;
  if (/^(?:\r?\n|\r)$/.test(body)) return ''; // a line continuation
  let match = /^u\{([0-9a-fA-F]+)\}$/.exec(body) ?? /^u+([0-9a-fA-F]{4})$/.exec(body) ?? /^U([0-9a-fA-F]{8})$/.exec(body);
  if (match) return codePoint(match[1] as string, sequence);
  match = /^x([0-9a-fA-F]+)$/.exec(body);
  if (match && rules.hexDigits > 0) return codePoint(match[1] as string, sequence);
  if (rules.octal && /^[0-7]{1,3}$/.test(body)) return String.fromCodePoint(Number.parseInt(body, 8) & 0xff);
  if (body.length > 1) return sequence; // \N{NAME} and forms of other languages: kept as written
  if (first === '\\' || first === '"' || first === "'" || first === '`' || first === '$' || first === '/') return first;
  return rules.keepUnknown ? sequence : first;
}

const patterns = new Map<EscapeLanguage, RegExp>();

function escapePattern(language: EscapeLanguage): RegExp {
  let pattern = patterns.get(language);
  if (!pattern) {
    const { hexDigits, octal } = RULES[language];
    const forms = ['u\\{[0-9a-fA-F]+\\}', 'u+[0-9a-fA-F]{4}', 'U[0-9a-fA-F]{8}', 'N\\{[^}]*\\}', '\\r?\\n'];
    if (hexDigits > 0) forms.push(`x[0-9a-fA-F]{1,${hexDigits}}`);
    if (octal) forms.push('[0-7]{1,3}');
    pattern = new RegExp(`\\\\(?:${forms.join('|')}|[\\s\\S])`, 'g');
    patterns.set(language, pattern);
  }
  return pattern;
}

/** Every escape in a literal's text, for grammars that leave them inside the content (Python, Kotlin, Go). */
export function decodeEscapes(text: string, language: EscapeLanguage): string {
  return text.includes('\\') ? text.replace(escapePattern(language), (sequence) => decodeEscape(sequence, language)) : text;
}
