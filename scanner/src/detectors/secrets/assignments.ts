/**
 * The generic rule: a secret-looking name (password, token, api_key, senha, chave_api, ...) assigned a
 * random-looking literal, in code or config (`=`, `:`, `:=`, `=>`, `?=`, `.=`, `>` of XML, `,` of
 * setProperty("X_TOKEN", "v")). Precision rules, in order:
 * - code, not a literal: unquoted dotted chains (`req.body.password`), calls (`getSecret()`), env look-ups,
 *   and in program sources any unquoted identifier (`type T = AuthenticationMD5Password`);
 * - quoted text that goes on after a space is prose, not a token;
 * - hashes (pure hex of 32/40/64/128), UUIDs and pure numbers are checksums/ids unless the name names a
 *   provider (`herokuApiKey`, `DISCORD_SECRET`), which then reports it as that provider's credential;
 * - placeholders/prose/low entropy (value-filters.ts);
 * - names that say the value is not a real one (`fakeToken`, `tokenInvalido`, `nonMatchingSecret`): test data;
 * - near misses of a strictly formatted provider (`ghp_abc123…` truncated, a Telegram bot id of 4 digits);
 * - under a provider's name, a value outside that provider's published key format is not its key.
 */
import { fitsProviderFormat, providerNamedIn } from './provider-names.js';
import { isMalformedProviderToken } from './provider-scan.js';
import { isNotSecret } from './value-filters.js';

/** Words that make a name secret-looking (also used by redact.ts). */
export const SECRET_WORDS = String.raw`secret|token|app(?:lication)?[_-]?key|passw(?:or)?d|passwd|pwd|senha|api[_-]?key|apikey|private[_-]?key|access[_-]?key|auth[_-]?key|signing[_-]?key|credential|chave[_-]?(?:api|secreta|privada|de[_-]?acesso)`;
const SECRET_NAME_HINT = new RegExp(SECRET_WORDS, 'i');
// `,` only after a quoted name (setProperty("X_TOKEN", "v")); a newline only after XML's `>`.
// A typed declaration (`var xToken string = `, `val xToken: String = `) puts a type before `=`.
const OPERATOR = String.raw`(?:(?:["'\]]|[ \t]){0,4}?(?::::=|::=|:=|\?=|\.=|=>|==|=|:)[ \t]*|:?[ \t]+[A-Za-z_][\w.\[\]]*[ \t]*=[ \t]*|["'][ \t]*,[ \t]*|>[ \t]*(?:\r?\n[ \t]*)?)`;
const ASSIGNMENT = new RegExp(String.raw`(?:${SECRET_WORDS})[\w.$-]*${OPERATOR}(["'\x60]?)([^\s"'\x60<>;,&(){}\[\]\\]{10,300})`, 'gi');
/** Names that hold something about a secret, not the secret: ids, names, URLs, sizes, collections, public or anti-CSRF tokens. */
const NOT_SECRET_NAME = /(?:id|ids|name|names|url|uri|path|file|header|length|size|type|count|field|param|secrets|tokens|credentials|passwords|format|pattern|regex|label)$|^(?:public|publishable)|csrf|xsrf|nonce/i;
const PASSWORD_NAME = /passw|pwd|senha/i;
/** Words of a name that declare its value a stand-in (English and Portuguese). */
const STAND_IN_WORDS = new Set(['fake', 'dummy', 'mock', 'mocked', 'stub', 'bogus', 'invalid', 'wrong', 'incorrect', 'falso', 'falsa', 'invalido', 'invalida', 'ficticio', 'ficticia', 'errado', 'errada']);

/** `fakeToken`, `SENHA_ERRADA`, `tokenInválido`, `nonMatchingToken`, `notValidSecret`. */
function namesStandIn(name: string): boolean {
  const words = name.normalize('NFD').replace(/\p{M}/gu, '').split(/[^A-Za-z]+|(?<=[a-z])(?=[A-Z])/).filter(Boolean).map((w) => w.toLowerCase());
  return words.some((w, i) => STAND_IN_WORDS.has(w) || (/^(?:non|not|un)$/.test(w) && /^(?:matching|valid|real)$/.test(words[i + 1] ?? '')));
}

const HASH = /^(?:[0-9a-f]{32}|[0-9a-f]{40}|[0-9a-f]{64}|[0-9a-f]{128})$/i;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const CODE_CHAIN = /^[A-Za-z_$][\w$]*(?:[?!]?\.[A-Za-z_$][\w$]*)+[!?]?$/;
const ENV_LOOKUP = /^(?:process\.env|os\.environ|os\.getenv|System\.getenv|ENV\[|env\(|getenv|config\.|settings\.|var\.)/i;
const NOT_A_TOKEN = /^(?:true|false|null|nil|none|undefined)$|^[A-Za-z]{2,12}=[A-Za-z_]*$|[-_]v?\d+\.\d+(?:\.\d+)?(?:[-.]\w+)?$|:\/\/|^[^@\s]+@[^@\s]+\.[a-z]{2,}$|^\.{0,2}\/|\.(?:pem|key|p12|pfx|crt|cer|jks|json|txt|ya?ml|env|properties|xml|html?|png|jpe?g|svg|js|ts)$/i;

export interface AssignmentMatch {
  /** Offset of the name in the text. */
  nameOffset: number;
  name: string;
  value: string;
  valueOffset: number;
  /** The provider the name names (`herokuApiKey` → Heroku), for the message. */
  provider?: string;
}

/**
 * Made of real-looking words (`userPassword`, `SESSION_TOKEN_NAME`, `clm7:AgencyCodeType`), not random text:
 * parts split at separators and camelCase; ≥ 75 % of the letters are in digit-free parts of ≥ 4 letters
 * with a word's share of vowels and no run of 4 consonants. Digits inside a part mark it random.
 */
function looksLikeWords(raw: string): boolean {
  const value = raw.replace(/[!?]+$/, ''); // GraphQL/TS type modifiers: `String!`, `token?`
  if (!/^[\w$:.-]+$/.test(value) || (value.match(/\d/g)?.length ?? 0) > value.length * 0.3) return false;
  const parts = value.split(/[_$:.-]+|(?<=[a-z])(?=[A-Z])/).filter(Boolean);
  const letters = parts.reduce((n, p) => n + (p.match(/[A-Za-z]/g)?.length ?? 0), 0);
  const isWord = (p: string) => /^[A-Za-z]{4,}$/.test(p) && (p.match(/[aeiouy]/gi)?.length ?? 0) >= p.length * 0.25 && !/[^aeiouy]{4}/i.test(p);
  const wordy = parts.filter(isWord).reduce((n, p) => n + p.length, 0);
  return letters > 0 && wordy >= 0.75 * letters;
}

function minimumEntropy(value: string): number {
  return Math.min(3.3, Math.log2(value.length) - 1);
}

function classes(value: string): number {
  return [/[a-z]/, /[A-Z]/, /\d/, /[^A-Za-z0-9]/].filter((r) => r.test(value)).length;
}

/** Scans back from the matched keyword to the start of the whole name (`db.userPassword` → `userPassword`). */
function nameStart(text: string, at: number): number {
  let i = at;
  while (i > 0 && /[\w$.-]/.test(text[i - 1] ?? '')) i -= 1;
  return i;
}

/** `inProgram`: the text is program source, where an unquoted identifier value is a variable reference. */
export function findSecretAssignments(text: string, inProgram = false): AssignmentMatch[] {
  if (!SECRET_NAME_HINT.test(text)) return [];
  const out: AssignmentMatch[] = [];
  for (const m of text.matchAll(ASSIGNMENT)) {
    const quote = m[1] ?? '';
    const value = m[2] ?? '';
    const valueOffset = m.index + m[0].length - value.length;
    const after = text[valueOffset + value.length] ?? '';
    if (quote && after !== quote && after !== '\\') continue; // "text with spaces" or truncated
    if (!quote && (after === '(' || CODE_CHAIN.test(value) || (inProgram && /^[A-Za-z_$][\w$]*$/.test(value)))) continue;
    if (ENV_LOOKUP.test(value) || NOT_A_TOKEN.test(value)) continue;
    const start = nameStart(text, m.index);
    const name = (/^[\w$.-]*/.exec(text.slice(start)) ?? [''])[0];
    const lastPart = name.split('.').pop() ?? name;
    if (NOT_SECRET_NAME.test(lastPart)) continue;
    if (looksLikeWords(value) && (!quote || !PASSWORD_NAME.test(name))) continue;
    if (namesStandIn(name) || isMalformedProviderToken(value)) continue;
    const named = providerNamedIn(name);
    const provider = named && fitsProviderFormat(named, value) ? named : undefined;
    if (HASH.test(value) || UUID.test(value) || /^\d+$/.test(value)) {
      if (!provider || isNotSecret(value, 2.5)) continue;
    } else {
      // Short values are passwords when the name says so, or a provider's id/secret when it names one
      // (provider ids are often hex-like, of lower entropy).
      if (value.length < 20 && !provider && !PASSWORD_NAME.test(name)) continue;
      if (classes(value) < 2 || isNotSecret(value, provider ? 2.5 : minimumEntropy(value))) continue;
    }
    out.push({ nameOffset: start, name, value, valueOffset, provider });
  }
  return out;
}
