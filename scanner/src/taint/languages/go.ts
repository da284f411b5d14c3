/**
 * What the Go analysis knows about net/http, gin/echo/fiber, database/sql, os/exec and the standard
 * library: where request data enters, which calls clean it, which calls are sinks. Data only; the
 * interpreter in ../go/ applies it. A call is described by its package (or receiver) and simple name.
 */
import type { SinkSpec } from '../report.js';
import type { SinkKind } from '../value.js';
import { SINKS } from './sink-families.js';

/** Parameter types that make a parameter the request, the response writer or a framework context. */
export const REQUEST_TYPE = /^\*?(?:http\.)?Request$/;
export const RESPONSE_TYPE = /^(?:http\.)?ResponseWriter$/;
export const WEB_CONTEXT_TYPE = /^\*?(?:gin\.Context|echo\.Context|fiber\.Ctx)$/;
/** Parameter types that cannot carry an injection, or are library objects (a *sql.DB, a context). */
export const CLEAN_TYPE = /^(?:u?int(?:8|16|32|64)?|float(?:32|64)|bool|byte|rune|uintptr|complex(?:64|128)|error|time\.\w+|\*?\w+\.(?:DB|Tx|Conn|Stmt|Client|Logger|Context|Template|Pool|Config))$/;

/** *http.Request fields and methods whose value the client controls. */
export const REQUEST_FIELDS = new Set(['URL', 'Form', 'PostForm', 'MultipartForm', 'Header', 'Body', 'Host', 'RequestURI', 'Trailer']);
export const REQUEST_METHODS = new Set(['FormValue', 'PostFormValue', 'Cookie', 'Cookies', 'PathValue', 'Referer', 'UserAgent', 'FormFile', 'MultipartReader', 'BasicAuth']);
/** gin/echo/fiber context methods that read the request. */
export const WEB_SOURCES = new Set([
  'Query', 'DefaultQuery', 'GetQuery', 'QueryArray', 'QueryMap', 'Param', 'Params', 'PostForm', 'DefaultPostForm', 'GetPostForm',
  'PostFormArray', 'PostFormMap', 'GetHeader', 'Cookie', 'FormValue', 'FormFile', 'GetRawData', 'QueryParam', 'QueryParams', 'FormParams',
  'Body',
]);
/** Context methods that fill their argument (`&dto`) from the request body or query. */
export const WEB_BINDERS = /^(?:Should)?Bind(?:JSON|XML|Query|Uri|Header|YAML|TOML|With|BodyWith)?$|^BodyParser$/;
/** Functions that decode their input into the variable passed by address (`json.Unmarshal(b, &dto)`, `dec.Decode(&dto)`). */
export const DECODERS = /^(?:Unmarshal|Decode)$/;
/** Router helpers that read path variables out of the request: `mux.Vars(r)`, `chi.URLParam(r, "id")`. */
export const ROUTER_READERS = /^(?:Vars|URLParam|URLParamFromCtx|ParamsFromContext)$/;

/** Sanitizers by `package.Function`: the sinks each makes the value safe for. Numeric parsing leaves no text at all. */
export const SANITIZERS: ReadonlyMap<string, readonly SinkKind[] | 'all'> = new Map<string, readonly SinkKind[] | 'all'>([
  ['strconv.Atoi', 'all'], ['strconv.ParseInt', 'all'], ['strconv.ParseUint', 'all'], ['strconv.ParseFloat', 'all'], ['strconv.ParseBool', 'all'],
  ['strconv.Itoa', 'all'], ['strconv.FormatInt', 'all'], ['uuid.Parse', 'all'], ['uuid.MustParse', 'all'],
  ['html.EscapeString', ['xss']], ['template.HTMLEscapeString', ['xss']], ['template.JSEscapeString', ['xss']], ['template.HTMLEscaper', ['xss']],
  ['url.QueryEscape', ['xss', 'path', 'redirect']], ['url.PathEscape', ['xss', 'path', 'redirect']],
  ['filepath.Base', ['path']], ['path.Base', ['path']], ['regexp.QuoteMeta', ['regex']],
]);

/** Functions whose result is a number or a boolean whatever the input. */
export const SCALAR_FUNCTIONS = new Set(['len', 'cap', 'Contains', 'HasPrefix', 'HasSuffix', 'EqualFold', 'Index', 'Count', 'MatchString', 'Match', 'Compare']);

/** Functions that build text from their arguments (a step of the trace with its own note). */
export const FORMATTERS = new Set(['fmt.Sprintf', 'fmt.Sprint', 'fmt.Sprintln', 'strings.Join', 'strings.Repeat', 'strings.Replace', 'strings.ReplaceAll']);

export interface GoCall {
  /** Package of a package-level call (`exec`, `http`), '' for a method call or a plain function. */
  pkg: string;
  name: string;
  /** Receiver text of a method call (`db`, `tx`, `c`), '' otherwise. */
  receiver: string;
  receiverRole?: string;
  /** Constant string arguments by position (the shell of exec.Command, a Content-Type), undefined when not constant. */
  constArgs: readonly (string | undefined)[];
  /** Role of the first argument: `fmt.Fprintf(w, ...)` writes the response only when w is the ResponseWriter. */
  firstArgRole?: string;
}

/** Database handles; a prepared statement (`stmt.Query(args...)`) is not one: its arguments are bound. */
const DB_RECEIVER = /^(?:db|tx|conn|con|database|sqlDB|sqldb|pool|dbx|gormDB|\w*(?:DB|Db|Tx|Conn|Pool))$/;
const SQL_METHODS = /^(?:Query|QueryRow|Exec|Prepare|Raw|Select|Get|MustExec|Queryx|QueryRowx|NamedExec|NamedQuery)$/;
const SQL_CONTEXT_METHODS = /^(?:QueryContext|QueryRowContext|ExecContext|PrepareContext|SelectContext|GetContext|QueryxContext|QueryRowxContext)$/;
const SHELLS = /^(?:\/bin\/|\/usr\/bin\/)?(?:sh|bash|zsh|ash|dash)$/;
const FILE_FUNCTIONS = /^(?:Open|OpenFile|ReadFile|Create|WriteFile|Remove|RemoveAll|ReadDir|Mkdir|MkdirAll|Stat|Truncate|Chmod)$/;
const HTTP_GETTERS = /^(?:Get|Post|Head|PostForm)$/;
const REGEXP_COMPILERS = /^(?:Compile|MustCompile|CompilePOSIX|MustCompilePOSIX|Match|MatchString|MatchReader)$/;
/**
 * A text/template or html/template being parsed: `template.New("x").Parse(src)` (the receiver's last segment,
 * `New("x")`, or a chained `Funcs(...)`/`Delims(...)`), `tmpl.Parse(src)`.
 */
const TEMPLATE_RECEIVER = /^(?:New|Funcs|Delims|Option|Lookup)\(|^(?:t|tpl|tmpl|modelo)$|[Tt]emplate|[Tt]mpl/;

/** Which argument is the query of a sqlx `Select(&dest, query)` / `Get(&dest, query)`: after the destination. */
function sqlArgs(name: string, shift: number): readonly number[] {
  return /^(?:Select|Get)(?:Context)?$/.test(name) ? [shift + 1] : [shift];
}

export function sinkForCall(call: GoCall): SinkSpec | undefined {
  const { pkg, name, receiver, receiverRole, constArgs, firstArgRole } = call;
  if (receiver && DB_RECEIVER.test(receiver) && SQL_METHODS.test(name)) return { ...SINKS.sql, args: sqlArgs(name, 0) };
  if (receiver && DB_RECEIVER.test(receiver) && SQL_CONTEXT_METHODS.test(name)) return { ...SINKS.sql, args: sqlArgs(name, 1) };
  if (pkg === 'exec' && (name === 'Command' || name === 'CommandContext')) {
    const shift = name === 'CommandContext' ? 1 : 0;
    // `sh -c script`: the script is a command line; otherwise the program itself is what matters.
    const shell = SHELLS.test(constArgs[shift] ?? '') && constArgs[shift + 1] === '-c';
    return { ...SINKS.command, args: [shell ? shift + 2 : shift] };
  }
  if ((pkg === 'os' || pkg === 'ioutil') && FILE_FUNCTIONS.test(name)) return SINKS.path;
  if (pkg === 'http' && name === 'ServeFile') return { ...SINKS.path, args: [2] };
  if (receiverRole === 'web' && (name === 'File' || name === 'FileAttachment' || name === 'SendFile')) return SINKS.path;
  if (pkg === 'http' && HTTP_GETTERS.test(name)) return SINKS.ssrf;
  if (pkg === 'http' && name === 'NewRequest') return { ...SINKS.ssrf, args: [1] };
  if (pkg === 'http' && name === 'NewRequestWithContext') return { ...SINKS.ssrf, args: [2] };
  if (/client/i.test(receiver) && HTTP_GETTERS.test(name)) return SINKS.ssrf;
  if (pkg === 'http' && name === 'Redirect') return { ...SINKS.redirect, args: [2] };
  if (receiverRole === 'web' && name === 'Redirect') return { ...SINKS.redirect, args: [1] };
  if (receiverRole === 'response' && (name === 'Write' || name === 'WriteString')) return SINKS.xss;
  if (pkg === 'fmt' && /^Fprint(?:f|ln)?$/.test(name) && firstArgRole === 'response') return { ...SINKS.xss, args: [1, 2, 3, 4, 5, 6, 7, 8] };
  if (pkg === 'io' && name === 'WriteString' && firstArgRole === 'response') return { ...SINKS.xss, args: [1] };
  if (pkg === 'template' && (name === 'HTML' || name === 'JS')) return SINKS.xss;
  if (pkg === 'regexp' && REGEXP_COMPILERS.test(name)) return SINKS.regex;
  if (name === 'Parse' && !pkg && TEMPLATE_RECEIVER.test(receiver)) return SINKS.template;
  if (receiverRole === 'web' && (name === 'Data' || name === 'Blob') && /html/i.test(constArgs[1] ?? '')) return { ...SINKS.xss, args: [2] };
  if (receiverRole === 'web' && name === 'HTML' && constArgs.length === 2) return { ...SINKS.xss, args: [1] };
  return undefined;
}
