/**
 * What the PHP analysis knows about plain PHP, Laravel and Symfony: where client data enters, which
 * calls clean it (and which argument they clean), and which calls consume it. Data only; the
 * interpreter in ../php/ applies it. Function names are compared lower-cased (PHP ignores their case).
 */
import type { SinkSpec } from '../report.js';
import type { SinkKind } from '../value.js';
import { SINKS, words } from './sink-families.js';

/** Superglobals that are client data as a whole ($_SERVER only under some keys, see SERVER_CLIENT_KEYS). */
export const SUPERGLOBAL_SOURCES = new Set(['$_GET', '$_POST', '$_REQUEST', '$_COOKIE', '$_FILES']);
/** $_SERVER entries the client writes: request headers, the query string and the path. */
export const SERVER_CLIENT_KEYS = /^(?:HTTP_\w+|QUERY_STRING|REQUEST_URI|PATH_INFO|PHP_SELF|ORIG_PATH_INFO)$/;

/** Laravel/Symfony request methods that return client data ($request->input('cpf'), ->all(), ->validated()). */
export const REQUEST_GETTERS = new Set([
  'input', 'query', 'get', 'post', 'header', 'headers', 'cookie', 'all', 'only', 'except', 'json', 'file', 'allfiles', 'route', 'string', 'str',
  'validated', 'safe', 'getcontent', 'getquerystring', 'getrequesturi', 'getpathinfo', 'fullurl', 'url', 'path', 'server', 'collect', 'keys',
]);
/** Symfony request bags ($request->query->get('x')): each getter of the bag is a source. */
export const REQUEST_BAGS = new Set(['query', 'request', 'headers', 'cookies', 'files', 'attributes', 'server']);
/** Request getters whose result is a number, a boolean or a date whatever the client sent. */
export const REQUEST_SCALAR_GETTERS = new Set(['integer', 'float', 'boolean', 'date', 'has', 'filled', 'missing', 'isjson', 'ajax', 'getint', 'getboolean', 'getdigits', 'getalnum', 'getalpha']);
/** Parameter types that are the request (its getters are sources): Illuminate/Symfony Request, FormRequest subclasses. */
export const REQUEST_TYPE = /(?:^|\\)\w*Request$/;
/** Parameter types that cannot carry an injection. */
export const SCALAR_TYPE = /^\??(?:int|float|bool|integer|double|boolean)$/i;
/** A base class that makes public methods route actions (their parameters are route segments). */
export const CONTROLLER_BASE = /(?:^|\\)(?:\w*Controller|AbstractController)$/;

export interface Sanitizer {
  cleans: readonly SinkKind[] | 'all';
  /** Which argument is cleaned: mysqli_real_escape_string($conexao, $x) cleans the last one. */
  arg: 'first' | 'last';
}

const URL_ENCODED: readonly SinkKind[] = ['xss', 'path', 'command', 'sql', 'redirect', 'ldap', 'xpath'];
const SANITIZER_TABLE: Record<string, Sanitizer> = {
  intval: { cleans: 'all', arg: 'first' }, floatval: { cleans: 'all', arg: 'first' }, boolval: { cleans: 'all', arg: 'first' },
  abs: { cleans: 'all', arg: 'first' }, round: { cleans: 'all', arg: 'first' }, count: { cleans: 'all', arg: 'first' },
  strlen: { cleans: 'all', arg: 'first' }, md5: { cleans: 'all', arg: 'first' }, sha1: { cleans: 'all', arg: 'first' },
  hash: { cleans: 'all', arg: 'last' }, crc32: { cleans: 'all', arg: 'first' }, number_format: { cleans: 'all', arg: 'first' },
  htmlspecialchars: { cleans: ['xss'], arg: 'first' }, htmlentities: { cleans: ['xss'], arg: 'first' }, strip_tags: { cleans: ['xss'], arg: 'first' },
  e: { cleans: ['xss'], arg: 'first' }, esc_html: { cleans: ['xss'], arg: 'first' }, esc_attr: { cleans: ['xss'], arg: 'first' },
  urlencode: { cleans: URL_ENCODED, arg: 'first' }, rawurlencode: { cleans: URL_ENCODED, arg: 'first' },
  escapeshellarg: { cleans: ['command'], arg: 'first' }, escapeshellcmd: { cleans: ['command'], arg: 'first' },
  basename: { cleans: ['path'], arg: 'first' },
  mysqli_real_escape_string: { cleans: ['sql'], arg: 'last' }, real_escape_string: { cleans: ['sql'], arg: 'first' },
  mysql_real_escape_string: { cleans: ['sql'], arg: 'first' }, pg_escape_string: { cleans: ['sql'], arg: 'last' },
  pg_escape_literal: { cleans: ['sql'], arg: 'last' }, quote: { cleans: ['sql'], arg: 'first' }, esc_sql: { cleans: ['sql'], arg: 'first' },
  ldap_escape: { cleans: ['ldap'], arg: 'first' }, preg_quote: { cleans: ['regex'], arg: 'first' },
};
export const SANITIZERS: ReadonlyMap<string, Sanitizer> = new Map(Object.entries(SANITIZER_TABLE));

/** filter_var/filter_input filters whose result is a number or a boolean. */
export const NUMERIC_FILTERS = /^FILTER_VALIDATE_(?:INT|FLOAT|BOOL|BOOLEAN)$|^FILTER_SANITIZE_NUMBER_(?:INT|FLOAT)$/;

/** Functions whose result is a number or a boolean whatever the input. */
export const SCALAR_FUNCTIONS = new Set([
  'isset', 'empty', 'is_numeric', 'is_string', 'is_int', 'is_array', 'is_null', 'in_array', 'array_key_exists', 'strpos', 'stripos',
  'strrpos', 'str_contains', 'str_starts_with', 'str_ends_with', 'preg_match', 'preg_match_all', 'ctype_digit', 'ctype_alnum', 'ctype_alpha',
  'strcmp', 'strcasecmp', 'mb_strlen', 'sizeof', 'file_exists', 'is_file', 'is_dir', 'time', 'mktime', 'strtotime', 'checkdate', 'password_verify',
  'hash_equals', 'filter_has_var', 'array_search',
]);

/** The sinks each function is, by lower-cased name (argument indexes per function). */
const FUNCTION_SINKS: Record<string, SinkSpec> = {
  mysqli_query: { ...SINKS.sql, args: [1] }, mysqli_multi_query: { ...SINKS.sql, args: [1] }, mysqli_real_query: { ...SINKS.sql, args: [1] },
  mysqli_prepare: { ...SINKS.sql, args: [1] }, mysql_query: SINKS.sql, pg_send_query: { ...SINKS.sql, args: [1] },
  pg_prepare: { ...SINKS.sql, args: [2] }, sqlsrv_query: { ...SINKS.sql, args: [1] }, odbc_exec: { ...SINKS.sql, args: [1] },
  system: SINKS.command, exec: SINKS.command, shell_exec: SINKS.command, passthru: SINKS.command, popen: SINKS.command,
  proc_open: SINKS.command, pcntl_exec: SINKS.command,
  eval: SINKS.code, assert: SINKS.code, create_function: { ...SINKS.code, args: [0, 1] },
  fopen: SINKS.path, readfile: SINKS.path, file: SINKS.path, unlink: SINKS.path, file_put_contents: SINKS.path, copy: { ...SINKS.path, args: [0, 1] },
  rename: { ...SINKS.path, args: [0, 1] }, rmdir: SINKS.path, mkdir: SINKS.path, opendir: SINKS.path, scandir: SINKS.path,
  move_uploaded_file: { ...SINKS.path, args: [1] }, parse_ini_file: SINKS.path, highlight_file: SINKS.path, show_source: SINKS.path,
  curl_init: SINKS.ssrf, get_headers: SINKS.ssrf, fsockopen: SINKS.ssrf,
  printf: { ...SINKS.xss, args: undefined }, vprintf: { ...SINKS.xss, args: undefined },
  ldap_search: { ...SINKS.ldap, args: [1, 2] }, ldap_list: { ...SINKS.ldap, args: [1, 2] }, ldap_read: { ...SINKS.ldap, args: [1, 2] },
  redirect: SINKS.redirect, response: SINKS.xss,
  preg_match: SINKS.regex, preg_match_all: SINKS.regex, preg_split: SINKS.regex, preg_grep: SINKS.regex,
  preg_replace_callback: SINKS.regex, preg_filter: SINKS.regex,
};

/** Words of a receiver that say "database" (`$this->conexao`, `$pdo`, `$db`, `$wpdb`). */
const DB_WORD = /^(?:db|pdo|mysqli|conn|connection|conexao|con|cnx|banco|database|dbh|wpdb|link|sql|pg)$/;
const SQL_METHODS = /^(?:query|exec|prepare|multi_query|real_query|get_results|get_var|get_row|get_col)$/;
const RAW_METHODS = /^(?:whereraw|orwhereraw|selectraw|orderbyraw|havingraw|groupbyraw|fromraw)$/;
const DB_FACADE_METHODS = /^(?:select|selectone|insert|update|delete|statement|unprepared|raw|affectingstatement)$/;

export interface PhpCall {
  /** Lower-cased function or method name. */
  name: string;
  /** 'function' (`f()`), 'method' (`$o->f()`), 'static' (`C::f()`), 'new' (`new C()`). */
  form: 'function' | 'method' | 'static' | 'new';
  /** Receiver text (`$this->db`), class name for static calls and `new`. */
  receiver: string;
  argCount: number;
  /** Text of an argument node (`CURLOPT_URL`, `'Location: ' . $x`), '' when absent. */
  argText(index: number): string;
}

/** file_get_contents/fopen read a URL when the argument starts with one, or when the variable or key it reads is named like one. */
function readsUrl(arg: string): boolean {
  if (/^["']/.test(arg)) return /^["'](?:https?|ftp):\/\//i.test(arg);
  const name = /(\w+)["']?\]?$/.exec(arg)?.[1] ?? '';
  return /url|uri|link|endpoint|webhook|callback|site|host/i.test(name);
}

/** The sink a call is, if any. */
export function phpSinkFor(call: PhpCall): SinkSpec | undefined {
  const { name, form, receiver, argText } = call;
  if (form === 'function') {
    if (name === 'file_get_contents') return readsUrl(argText(0)) ? SINKS.ssrf : SINKS.path;
    if (name === 'fopen' && readsUrl(argText(0))) return SINKS.ssrf;
    if (name === 'pg_query') return { ...SINKS.sql, args: [call.argCount - 1] };
    if (name === 'curl_setopt') return /^CURLOPT_URL$/.test(argText(1)) ? { ...SINKS.ssrf, args: [2] } : undefined;
    if (name === 'header') return /^["']\s*Location\s*:/i.test(argText(0)) ? SINKS.redirect : undefined;
    // preg_replace with the /e modifier evaluates the replacement, after substitution, as PHP code.
    if (name === 'preg_replace') return /^["'](.).*\1[a-z]*e[a-z]*["']$/s.test(argText(0)) ? { ...SINKS.code, args: [1, 2] } : SINKS.regex;
    return FUNCTION_SINKS[name];
  }
  const recvWords = words(receiver.replace(/\$/g, ''));
  if (form === 'method') {
    if ((name === 'query' || name === 'evaluate') && recvWords.some((w) => /^(?:xpath|xp|domxpath)$/.test(w))) return SINKS.xpath;
    if (SQL_METHODS.test(name) && recvWords.some((w) => DB_WORD.test(w))) return SINKS.sql;
    if (RAW_METHODS.test(name)) return SINKS.sql;
    if ((name === 'to' || name === 'away') && /redirect/i.test(receiver)) return SINKS.redirect;
    if (name === 'redirect' && receiver === '$this') return SINKS.redirect;
    // Twig: $twig->createTemplate($source) compiles the text itself (render('x.twig') only names a file).
    if (name === 'createtemplate') return SINKS.template;
    // Smarty compiles a 'string:'/'eval:' resource from the text that follows.
    if ((name === 'fetch' || name === 'display') && /^["'](?:string|eval):/.test(argText(0))) return SINKS.template;
    return undefined;
  }
  if (form === 'static') {
    if (receiver === 'DB' && DB_FACADE_METHODS.test(name)) return SINKS.sql;
    if (receiver === 'Redirect' && (name === 'to' || name === 'away')) return SINKS.redirect;
    if (receiver === 'Blade' && name === 'render') return SINKS.template;
    return undefined;
  }
  if (receiver === 'RedirectResponse') return SINKS.redirect;
  if (receiver === 'Response') return SINKS.xss;
  return undefined;
}
