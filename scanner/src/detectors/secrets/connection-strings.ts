/**
 * Passwords inside connection strings and command lines: `scheme://user:pass@host` (postgres, mysql,
 * mongodb+srv, amqp, redis, ftp, https ...), `jdbc:...;password=...` / `?password=`, ADO.NET
 * `Server=...;Password=...`, Go MySQL DSNs `user:pass@tcp(host)/db`, libpq `host=... password=...`, and `curl -u user:pass` and
 * `curl -H 'Authorization: …'` / `-H 'X-Api-Key: …'` (any token shape there, UUIDs included: the header
 * says it is a credential; after `Basic` only base64 of `user:password`).
 * The password must not be a reference (`${DB_PASS}`, `$PASS`, `<password>`, `%s`) or a placeholder.
 */
import { shannonEntropy } from './entropy.js';
import { isPlaceholder } from './value-filters.js';

const URL_CREDENTIALS = /\b[a-z][a-z0-9+.-]{1,20}:\/\/([^\s:/@'"`<>]{1,64}):([^\s@/'"`<>]{3,128})@[\w.-]+/gi;
const JDBC_PASSWORD = /\bjdbc:[^\s'"`]*?[;?&]password=([^\s;&'"`]{3,128})/gi;
/** A quoted ADO.NET connection string (it names a server or database) with its password. */
const ADO_PASSWORD = /["'](?=[^"'\n]*\b(?:Server|Data Source|Host|Initial Catalog|Database)\s*=)[^"'\n]*?\b(?:Password|Pwd)\s*=\s*([^;"'\s]{3,128})/gi;
/** go-sql-driver/mysql DSN: `user:pass@tcp(host:3306)/db` (no scheme). */
const GO_DSN = /["'`]([^"'`:@/\s]{1,64}):([^"'`@\s]{3,128})@(?:tcp|unix)\(/g;
/** libpq keyword/value DSN: `host=db dbname=pix user=app password=...`. */
const LIBPQ_PASSWORD = /["'](?=[^"'\n]*\b(?:host|dbname)=)[^"'\n]*?\bpassword=([^\s"']{3,128})/g;
// A curl command may go on over `\`-continued lines; the password may be quoted apart from the user.
const CURL_USER = /\bcurl\b(?:[^\n]|\\\r?\n)*?\s(?:-u|--user)[ =]*["']?([^\s"':$<>{}]{1,64})["']?:["']?([^\s"'\x60]{3,128})/g;

const AUTH_HEADER = /(?:-H|--header)[ =]*["'](?:Authorization|[\w-]*(?:api-?key|token|auth)[\w-]*):\s*(?:(Bearer|Basic|Token|Api-Token)\s+)?([^\s'"]{8,1000})["']/gi;

/** `Basic` carries base64 of `user:password` (RFC 7617); anything else there (a dotted JWT) is no login. */
function isBasicCredential(value: string): boolean {
  return /^[A-Za-z0-9+/]+={0,2}$/.test(value) && Buffer.from(value, 'base64').includes(':');
}

const REFERENCE = /^[$%{]|\$\{|\$\(|^<|^\[|^\*+$|^(?:pass(?:word)?|senha|secret|token|pwd|passwd|test|user)$/i;

export interface CredentialMatch {
  offset: number;
  value: string;
}

export function findConnectionCredentials(text: string): CredentialMatch[] {
  if (!text.includes('://') && !/jdbc:|curl|password\s*=|pwd\s*=|@(?:tcp|unix)\(/i.test(text)) return [];
  const out: CredentialMatch[] = [];
  const push = (offset: number, value: string) => {
    if (!REFERENCE.test(value) && !isPlaceholder(value)) out.push({ offset, value });
  };
  for (const m of text.matchAll(URL_CREDENTIALS)) push(m.index, m[2] ?? '');
  for (const m of text.matchAll(JDBC_PASSWORD)) push(m.index, m[1] ?? '');
  for (const m of text.matchAll(ADO_PASSWORD)) push(m.index, m[1] ?? '');
  for (const m of text.matchAll(GO_DSN)) push(m.index, m[2] ?? '');
  for (const m of text.matchAll(LIBPQ_PASSWORD)) push(m.index, m[1] ?? '');
  for (const m of text.matchAll(CURL_USER)) push(m.index, m[2] ?? '');
  for (const m of text.matchAll(AUTH_HEADER)) {
    const [, scheme, value = ''] = m;
    if (scheme?.toLowerCase() === 'basic' && !isBasicCredential(value)) continue;
    if (shannonEntropy(value) >= 3) push(m.index, value);
  }
  return out;
}
