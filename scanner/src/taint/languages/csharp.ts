/**
 * What the C# analysis knows about ASP.NET Core, ADO.NET, Entity Framework, Dapper and the base class
 * library: where client data enters, which calls clean it, which calls, constructors and property
 * writes consume it. Data only; the interpreter in ../csharp/ applies it.
 */
import type { SinkSpec } from '../report.js';
import type { SinkKind } from '../value.js';
import { SINKS, words } from './sink-families.js';

/** HttpRequest members that carry client data (Request.Query["x"], Request.Body). */
export const REQUEST_MEMBERS = new Set(['Query', 'Form', 'Headers', 'Cookies', 'Body', 'QueryString', 'Path', 'PathBase', 'RouteValues', 'Host', 'BodyReader', 'RawUrl', 'Url', 'Params', 'QueryStringParameters']);
/** Attributes that bind an action parameter from the request. */
export const SOURCE_ATTRIBUTES = /^(?:FromQuery|FromBody|FromRoute|FromForm|FromHeader)(?:Attribute)?$/;
/** Attributes that bind from the container, not the request. */
export const SERVICE_ATTRIBUTES = /^(?:FromServices|FromKeyedServices)(?:Attribute)?$/;
/** A base class that makes public methods actions (their plain parameters are bound from the request). */
export const CONTROLLER_BASE = /^(?:\w*\.)?(?:Controller|ControllerBase|ApiController|PageModel)$/;
/** Parameter types that cannot carry an injection, or are services rather than data. */
export const SAFE_TYPE = /^(?:int|long|short|byte|uint|ulong|ushort|sbyte|bool|double|float|decimal|Guid|DateTime|DateTimeOffset|DateOnly|TimeOnly|TimeSpan|CancellationToken|Int32|Int64|Boolean|Decimal|Double)\??$|^I\w*(?:Service|Repository|Logger|Context|Factory|Configuration|Options|Mediator)\b|Logger<|^HttpContext$|^IFormFile$/;
/** Declared types that give a value its role (see Value.role). */
export const TYPE_ROLES: readonly (readonly [RegExp, string])[] = [
  [/^(?:Microsoft\.AspNetCore\.Http\.)?HttpRequest$/, 'request'],
  [/^StringBuilder$/, 'builder'],
  [/^ProcessStartInfo$/, 'process'],
  [/^(?:Sql|Sqlite|Npgsql|Oracle|MySql|OleDb|Odbc|Db)?Command$|^IDbCommand$|^DbCommand$/, 'command'],
  [/^DirectorySearcher$/, 'searcher'],
  [/^HttpClient$|^WebClient$/, 'http'],
  [/Connection$/, 'connection'],
];

export function roleOfType(type: string): string | undefined {
  const simple = type.replace(/<.*$/s, '').replace(/\?$/, '').split('.').at(-1) ?? '';
  return TYPE_ROLES.find(([pattern]) => pattern.test(simple))?.[1];
}

const URL_ENCODED: readonly SinkKind[] = ['xss', 'path', 'command', 'sql', 'redirect', 'ldap', 'xpath'];
/** Sanitizers by `Receiver.Method` (the receiver's last name) or bare method name. */
const SANITIZER_TABLE: Record<string, readonly SinkKind[] | 'all'> = {
  'int.Parse': 'all', 'long.Parse': 'all', 'short.Parse': 'all', 'decimal.Parse': 'all', 'double.Parse': 'all', 'float.Parse': 'all',
  'Int32.Parse': 'all', 'Int64.Parse': 'all', 'Decimal.Parse': 'all', 'Double.Parse': 'all', 'Guid.Parse': 'all', 'Guid.ParseExact': 'all',
  'DateTime.Parse': 'all', 'DateTime.ParseExact': 'all', 'DateOnly.Parse': 'all', 'bool.Parse': 'all', 'Boolean.Parse': 'all',
  'Convert.ToInt32': 'all', 'Convert.ToInt64': 'all', 'Convert.ToDecimal': 'all', 'Convert.ToDouble': 'all', 'Convert.ToBoolean': 'all',
  'Convert.ToDateTime': 'all', 'Enum.Parse': 'all',
  'Default.Encode': ['xss'], 'HtmlEncoder.Encode': ['xss'], 'WebUtility.HtmlEncode': ['xss'], 'HttpUtility.HtmlEncode': ['xss'],
  'HttpUtility.HtmlAttributeEncode': ['xss'], 'AntiXssEncoder.HtmlEncode': ['xss'], 'Encoder.HtmlEncode': ['xss'], 'SecurityElement.Escape': ['xss', 'xpath'],
  'WebUtility.UrlEncode': URL_ENCODED, 'HttpUtility.UrlEncode': URL_ENCODED, 'Uri.EscapeDataString': URL_ENCODED, 'UrlEncoder.Encode': URL_ENCODED,
  'Path.GetFileName': ['path'], 'Path.GetFileNameWithoutExtension': ['path'], 'Regex.Escape': ['regex'],
};
export const SANITIZERS: ReadonlyMap<string, readonly SinkKind[] | 'all'> = new Map(Object.entries(SANITIZER_TABLE));

/** Methods whose result is a number or a boolean whatever the input. */
export const SCALAR_METHODS = new Set([
  'TryParse', 'Contains', 'ContainsKey', 'StartsWith', 'EndsWith', 'Equals', 'IndexOf', 'LastIndexOf', 'CompareTo', 'Count', 'Any', 'All',
  'IsNullOrEmpty', 'IsNullOrWhiteSpace', 'IsMatch', 'GetHashCode', 'Exists', 'Compare', 'Length',
]);

const SHELL = /^(?:cmd(?:\.exe)?|powershell(?:\.exe)?|pwsh(?:\.exe)?|(?:\/usr)?\/bin\/(?:ba|z)?sh|(?:ba|z)?sh)$/i;
export function isShell(program: unknown): boolean {
  return typeof program === 'string' && SHELL.test(program);
}

const SQL_COMMANDS = /^(?:Sql|Sqlite|Npgsql|Oracle|MySql|OleDb|Odbc)Command$/;
const EF_RAW = /^(?:ExecuteSqlRaw|ExecuteSqlRawAsync|FromSqlRaw|SqlQueryRaw)$/;
const DAPPER = /^(?:Query|QueryAsync|QueryFirst|QueryFirstAsync|QueryFirstOrDefault|QueryFirstOrDefaultAsync|QuerySingle|QuerySingleAsync|QuerySingleOrDefault|QuerySingleOrDefaultAsync|QueryMultiple|QueryMultipleAsync|Execute|ExecuteAsync|ExecuteScalar|ExecuteScalarAsync|ExecuteReader|ExecuteReaderAsync)$/;
const DB_WORD = /^(?:conn|connection|conexao|con|cnn|cnx|db|banco|database|sql|dapper|session|sessao|transaction|transacao|tx|dbconnection)$/;
const FILE_METHODS = /^(?:ReadAllText|ReadAllTextAsync|ReadAllBytes|ReadAllBytesAsync|ReadAllLines|ReadAllLinesAsync|ReadLines|OpenRead|OpenWrite|OpenText|Open|Create|CreateText|WriteAllText|WriteAllTextAsync|WriteAllBytes|WriteAllBytesAsync|WriteAllLines|AppendAllText|AppendAllTextAsync|AppendText|Delete|Copy|Move|Replace)$/;
const DIRECTORY_METHODS = /^(?:GetFiles|GetDirectories|EnumerateFiles|EnumerateDirectories|Delete|CreateDirectory|Move)$/;
const HTTP_METHODS = /^(?:GetAsync|GetStringAsync|GetByteArrayAsync|GetStreamAsync|PostAsync|PostAsJsonAsync|PutAsync|PutAsJsonAsync|DeleteAsync|PatchAsync|GetFromJsonAsync|DownloadString|DownloadStringTaskAsync|DownloadData|DownloadDataTaskAsync|DownloadFile|OpenRead|UploadString)$/;
const HTTP_WORD = /^(?:http|client|cliente|httpclient|web|webclient|api)$/;

export interface CsCall {
  name: string;
  /** Receiver text ('' for a call on this), its role, and the constant text of each argument (undefined when not constant). */
  receiver: string;
  receiverRole?: string;
  argConstants: readonly unknown[];
}

/** The sink a method call is, if any. */
export function csSinkForCall(call: CsCall): SinkSpec | undefined {
  const { name, receiver, receiverRole, argConstants } = call;
  const tail = receiver.split('.').at(-1) ?? '';
  const recvWords = words(receiver);
  if (EF_RAW.test(name)) return SINKS.sql;
  if (DAPPER.test(name) && (tail === 'SqlMapper' || receiverRole === 'connection')) return { ...SINKS.sql, args: tail === 'SqlMapper' ? [1] : [0] };
  if (DAPPER.test(name) && receiverRole !== 'command' && recvWords.some((w) => DB_WORD.test(w))) return SINKS.sql;
  if (name === 'Start' && tail === 'Process') return { ...SINKS.command, args: isShell(argConstants[0]) ? [0, 1] : [0] };
  if (tail === 'File' && FILE_METHODS.test(name)) return { ...SINKS.path, args: /^(?:Copy|Move|Replace)$/.test(name) ? [0, 1] : [0] };
  if (tail === 'Directory' && DIRECTORY_METHODS.test(name)) return SINKS.path;
  if (name === 'PhysicalFile' && receiver === '') return SINKS.path;
  if (HTTP_METHODS.test(name) && (receiverRole === 'http' || recvWords.some((w) => HTTP_WORD.test(w)))) return SINKS.ssrf;
  if (name === 'Create' && /^(?:WebRequest|HttpWebRequest)$/.test(tail)) return SINKS.ssrf;
  if (/^(?:Redirect|RedirectPermanent|RedirectPreserveMethod)$/.test(name) && (receiver === '' || /^(?:Response|Results|TypedResults|HttpContext\.Response)$/.test(receiver))) return SINKS.redirect;
  if ((name === 'WriteAsync' || name === 'Write') && /(?:^|\.)Response$/.test(receiver)) return SINKS.xss;
  if (name === 'Content' && (receiver === '' || /^(?:Results|TypedResults)$/.test(receiver)) && /html/i.test(String(argConstants[1] ?? ''))) return SINKS.xss;
  if (name === 'Raw' && tail === 'Html') return SINKS.xss;
  if (/^(?:SelectNodes|SelectSingleNode|XPathSelectElement|XPathSelectElements|XPathEvaluate)$/.test(name)) return SINKS.xpath;
  if (/^(?:Select|Evaluate|Compile|SelectSingleNode)$/.test(name) && (tail === 'XPathExpression' || recvWords.some((w) => /^(?:nav|navigator|navegador|xpath)$/.test(w)))) return SINKS.xpath;
  if (/^(?:EvaluateAsync|RunAsync|Create)$/.test(name) && tail === 'CSharpScript') return SINKS.code;
  // Regex.IsMatch(input, pattern, ...): the pattern is the second argument of the static helpers.
  if (/^(?:IsMatch|Match|Matches|Replace|Split|Count|EnumerateMatches)$/.test(name) && tail === 'Regex') return { ...SINKS.regex, args: [1] };
  // RazorEngine: Engine.Razor.RunCompile(source, key, ...), Razor.Parse(source): the text is compiled as a view.
  if (/^(?:RunCompile|Compile|AddTemplate|Parse)$/.test(name) && /(?:^|\.)Razor$/.test(receiver)) return SINKS.template;
  // Scriban/DotLiquid Template.Parse(source); RazorLight engine.CompileRenderStringAsync(key, source, model).
  if ((name === 'Parse' || name === 'ParseLiquid') && tail === 'Template') return SINKS.template;
  if (name === 'CompileRenderStringAsync') return { ...SINKS.template, args: [1] };
  return undefined;
}

/** Constructors that are sinks, by simple class name. */
export function csSinkForConstructor(type: string, argConstants: readonly unknown[]): SinkSpec | undefined {
  const simple = type.replace(/<.*$/s, '').split('.').at(-1) ?? '';
  if (SQL_COMMANDS.test(simple)) return SINKS.sql;
  if (simple === 'Regex') return SINKS.regex;
  if (simple === 'ProcessStartInfo') return { ...SINKS.command, args: isShell(argConstants[0]) ? [0, 1] : [0] };
  if (/^(?:FileStream|FileInfo|DirectoryInfo|StreamWriter)$/.test(simple)) return SINKS.path;
  if (simple === 'HttpRequestMessage') return { ...SINKS.ssrf, args: [1] };
  if (/^(?:RedirectResult|RedirectToPageResult)$/.test(simple)) return SINKS.redirect;
  if (/^(?:HtmlString|MarkupString)$/.test(simple)) return SINKS.xss;
  if (simple === 'DirectorySearcher') return { ...SINKS.ldap, args: [0, 1] };
  if (simple === 'DirectoryEntry') return { ...SINKS.ldap, args: [0] };
  if (/^XPath(?:Expression)?$/.test(simple)) return SINKS.xpath;
  return undefined;
}

/** Property writes that are sinks (`cmd.CommandText = q`, `psi.Arguments = a`, `searcher.Filter = f`), given the object's role. */
export function csSinkForProperty(property: string, objectRole: string | undefined, fileName: unknown): SinkSpec | undefined {
  if (property === 'CommandText') return SINKS.sql;
  if (property === 'FileName' && objectRole === 'process') return SINKS.command;
  if (property === 'Arguments' && objectRole === 'process' && isShell(fileName)) return SINKS.command;
  if (property === 'Filter' && objectRole === 'searcher') return SINKS.ldap;
  return undefined;
}
