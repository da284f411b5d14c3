/**
 * The one set of setting checks, run on the entries of every configuration format (properties, YAML,
 * .env, TOML, INI, Dockerfile). Keys are compared normalized (`access-token-ttl`, `ACCESS_TOKEN_TTL`,
 * `accessTokenTtl` → `accesstokenttl`) so one rule covers every naming style.
 */
import { isPlaceholder } from '../detectors/secrets/value-filters.js';
import { durationSeconds } from './duration.js';
import type { ConfigEntry } from './entry.js';

export interface SettingHit { entry: ConfigEntry; ruleId: string }

/** The last key segment, lower case, letters and digits only. */
export function keyName(key: string): string {
  return normalize(key.slice(key.lastIndexOf('.') + 1));
}

function normalize(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]/g, '');
}

function parentOf(key: string): string {
  return key.includes('.') ? key.slice(0, key.lastIndexOf('.')) : '';
}

const TRUE = /^(?:true|1|on|yes)$/i;
const FALSE = /^(?:false|0|off|no)$/i;

function debugOn(name: string, path: string, value: string): boolean {
  if (/^(?:debug|appdebug|flaskdebug|djangodebug|debugmode)$/.test(name)) return TRUE.test(value);
  if (name === 'aspnetcoreenvironment') return /^development$/i.test(value);
  if (/^springdevtools.*enabled$/.test(path)) return TRUE.test(value);
  if (path === 'servererrorincludestacktrace') return /^always$/i.test(value);
  if (path === 'managementendpointswebexposureinclude') return value.split(',').some((v) => v.trim() === '*');
  return false;
}

function tlsOff(name: string, value: string): boolean {
  if (name === 'nodetlsrejectunauthorized' || name === 'pythonhttpsverify') return value.trim() === '0';
  if (name.endsWith('sslmode')) return /^disable$/i.test(value);
  if (/^(?:verify|sslverify|verifyssl|tlsverify|verifytls|verifycertificates?|rejectunauthorized|sslverifyhostname|hostnameverification)$/.test(name)) return FALSE.test(value);
  if (/^insecureskip(?:tls)?verify$/.test(name)) return TRUE.test(value);
  return /[?&;]sslmode=disable\b/i.test(value);
}

/** Flask-WTF / Flask-SeaSurf switched off (`WTF_CSRF_ENABLED=false`, `csrf.enabled: false`). */
function csrfOff(name: string, path: string, value: string): boolean {
  return (/^(?:wtfcsrfenabled|csrfenabled|wtfcsrfcheckdefault|csrfprotection)$/.test(name) || /csrf(?:protection)?enabled$/.test(path)) && FALSE.test(value);
}

/** Hosts that are not remote endpoints: loopback, reserved example/test names, in-cluster `.local`. */
const LOCAL_HOST = /^(?:localhost|127(?:\.\d+){3}|0\.0\.0\.0|(?:[\w-]+\.)*(?:localhost|local|example|test|invalid)|(?:[\w-]+\.)*example\.(?:com|org|net)(?:\.br)?)$/i;
/** XML namespaces and schema locations are identifiers, never fetched. */
const SCHEMA_URL = /^http:\/\/(?:(?:www\.)?w3\.org|schemas?\.|java\.sun\.com\/(?:xml|jsp)|xmlns\.|json-schema\.org|maven\.apache\.org\/(?:POM|xsd)|(?:www\.)?springframework\.org\/schema|purl\.org|ns\.adobe\.com)|\/(?:schema|xsd|xmlns|ns)\//i;

function plainHttp(name: string, value: string): boolean {
  if (/^xmlns|namespace|schema/.test(name)) return false;
  for (const m of value.matchAll(/(?:^|[\s,;"'=(])(http:\/\/([\w.-]+)[^\s,;"')]*)/gi)) {
    const host = (m[2] ?? '').toLowerCase();
    if (!/\.[a-z]{2,}$/.test(host) || LOCAL_HOST.test(host) || SCHEMA_URL.test(m[1] ?? '')) continue;
    return true;
  }
  return false;
}

/** Values that refer to a secret kept elsewhere, or are obviously not one. */
const NOT_A_SECRET = /^(?:|\$\{.*\}|\$\(.*\)|\{\{.*\}\}|<.*>|%\(.*\)s?|\$[A-Za-z_]\w*|ENC\(.*\)|(?:vault|secret|file|classpath|env|aws-?sm|arn):.*|\/.*|.*(?:changeme|change_me|change-me|placeholder|\*\*\*|xxxx).*|true|false|null|none|nil)$/i;

/** The name of a secret kept elsewhere: an ExternalSecret's `secretKey`, a `secretKeyRef`/`remoteRef` field. */
const SECRET_REFERENCE = /(?:^|\.)(?:secretkeyref|remoteref)\.|(?:^|\.)spec\.data\.secretkey$/i;

/** A label or a sentence ("Informe a sua senha", "Senha inválida; tente de novo"): four or more words. */
function isSentence(value: string): boolean {
  const words = value.split(/[\s_-]+/).filter(Boolean);
  return words.length >= 4 && words.every((w) => /^[\p{L}\p{M};,.:!?]+$/u.test(w));
}

function hardCodedSecret(key: string, name: string, value: string): boolean {
  if (!/(?:password|passwd|pwd|senha|secret|clientsecret|apikey|privatekey|accesskey|secretkey)$/.test(name)) return false;
  if (SECRET_REFERENCE.test(key)) return false;
  const v = value.trim();
  // A weak password made of letters is still a password: only fillers and sentences are let through.
  return v.length >= 4 && !NOT_A_SECRET.test(v) && !isPlaceholder(v) && !isSentence(v);
}

const ORIGIN_KEY = /^(?:allowedorigins?|corsorigins?|alloworigins?|accesscontrolalloworigin|corsallowedorigins?|alloweddomains)$/;
const DISCOVERY = /well-?known|openid-?configuration|jwks/i;

/** `*` origins are a finding unless the block only serves a public discovery/JWKS document without credentials. */
function corsWildcard(entry: ConfigEntry, name: string, siblings: readonly ConfigEntry[]): boolean {
  if (!ORIGIN_KEY.test(name) || !entry.value.split(/[\s,]+/).includes('*')) return false;
  const credentials = siblings.some((s) => /^(?:allowcredentials|accesscontrolallowcredentials|supportscredentials)$/.test(keyName(s.key)) && TRUE.test(s.value));
  if (credentials) return true;
  const discovery = DISCOVERY.test(entry.key) || siblings.some((s) => DISCOVERY.test(s.value) || DISCOVERY.test(s.key));
  return !discovery;
}

const JWS_WEAK = /^(?:(?:RS|HS|ES)(?:256|384|512)|PS384|PS512|none|EdDSA)$/i;
const JWE_KEY_ALGS = /^(?:RSA1_5|RSA-OAEP(?:-256|-384|-512)?|dir|A(?:128|192|256)(?:GCM)?KW|ECDH-ES(?:\+A\d+KW)?|PBES2-\S+)$/i;
const JWE_ENCS = /^(?:A(?:128|192|256)CBC-HS(?:256|384|512)|A(?:128|192|256)GCM)$/i;

function listValues(value: string): string[] {
  return value.split(/[\s,;]+/).filter(Boolean);
}

/** Open Finance Brasil: JWS PS256, JWE RSA-OAEP + A256GCM, access token 300–900 s. */
function openFinance(name: string, context: string, value: string): string | undefined {
  const values = listValues(value);
  const jwe = /jwe|encrypt/.test(name) || (!/jws|sign/.test(name) && /jwe|encrypt/.test(context));
  if (/(?:alg|algorithm|algs|algorithms)$/.test(name)) {
    if (jwe) return values.some((v) => JWE_KEY_ALGS.test(v) && v.toUpperCase() !== 'RSA-OAEP') ? 'of-jwe-alg' : undefined;
    if (/jws|sign/.test(name) || /jws|sign/.test(context)) return values.some((v) => JWS_WEAK.test(v)) ? 'of-jws-alg-not-ps256' : undefined;
  }
  if (/(?:enc|encryptionmethod|encmethod|contentencryption)$/.test(name) && (jwe || /jwe|encrypt/.test(context))) {
    return values.some((v) => JWE_ENCS.test(v) && v.toUpperCase() !== 'A256GCM') ? 'of-jwe-alg' : undefined;
  }
  if (tokenLifetimeKey(name, context)) {
    const seconds = durationSeconds(value, name);
    if (seconds !== undefined && (seconds < 300 || seconds > 900)) return 'of-token-lifetime';
  }
  return undefined;
}

function tokenLifetimeKey(name: string, context: string): boolean {
  if (/refresh|idtoken|code|cache|jwks|session/.test(name + context.slice(context.lastIndexOf('.') + 1))) return false;
  if (/^(?:expiresin|accesstokenexpiresin)$/.test(name)) return true;
  const lifetime = /(?:ttl|lifetime|timetolive|validity|validityseconds|expir\w*|expiresin\w*)$/;
  if (/accesstoken/.test(name)) return lifetime.test(name);
  // `jwt.expiration`, `access-token.ttl`, `token.lifetime`: the unit is in the parent key.
  const parent = context.slice(context.lastIndexOf('.') + 1);
  return /^(?:jwt|token|tokens|accesstoken)$/.test(parent) && lifetime.test(name);
}

export function checkSettings(entries: readonly ConfigEntry[]): SettingHit[] {
  const byParent = new Map<string, ConfigEntry[]>();
  for (const e of entries) {
    const p = parentOf(e.key);
    const list = byParent.get(p);
    if (list) list.push(e);
    else byParent.set(p, [e]);
  }
  const hits: SettingHit[] = [];
  for (const entry of entries) {
    const name = keyName(entry.key);
    const path = normalize(entry.key);
    const context = entry.key.toLowerCase().split('.').slice(0, -1).map(normalize).join('.');
    const value = entry.value.trim();
    const rule = debugOn(name, path, value) ? 'debug-mode-enabled'
      : tlsOff(name, value) ? 'tls-verification-disabled'
      : corsWildcard(entry, name, byParent.get(parentOf(entry.key)) ?? []) ? 'cors-wildcard'
      : csrfOff(name, path, value) ? 'csrf-protection-disabled'
      : hardCodedSecret(entry.key, name, value) ? 'secret-high-entropy'
      : openFinance(name, context, value) ?? (plainHttp(name, value) ? 'http-plaintext-endpoint' : undefined);
    if (rule) hits.push({ entry, ruleId: rule });
  }
  return hits;
}
