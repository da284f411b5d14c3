/** What the Python analysis knows about Flask, Django, FastAPI and the standard library. Data only. */
import { SINKS, words, type ScriptApi, type ScriptCall } from './script-api.js';
import type { SinkSpec } from '../report.js';
import type { SinkKind } from '../value.js';

const SANITIZERS: Record<string, readonly SinkKind[] | 'all'> = {
  int: 'all', float: 'all', bool: 'all', len: 'all', 'uuid.UUID': 'all', UUID: 'all', 'decimal.Decimal': 'all', Decimal: 'all',
  'html.escape': ['xss'], escape: ['xss'], 'markupsafe.escape': ['xss'], 'bleach.clean': ['xss'], 'cgi.escape': ['xss'], conditional_escape: ['xss'],
  'os.path.basename': ['path'], 'path.basename': ['path'], secure_filename: ['path'], 'werkzeug.utils.secure_filename': ['path'],
  'shlex.quote': ['command'], 'pipes.quote': ['command'], quote: ['command', 'xss', 'path', 'redirect'], 'urllib.parse.quote': ['xss', 'path', 'redirect'],
  'parse.quote': ['xss', 'path', 'redirect'], str: ['nosql'], 're.escape': ['regex'],
};

const DB_WORD = /^(?:cursor|cur|conn|connection|con|db|session|engine|database|c|tx|sql)$/;
const SUBPROCESS = /^(?:call|run|Popen|check_output|check_call)$/;
const HTTP_CLIENT = /^(?:requests|httpx|session|client|urllib\.request|urllib2|request)$/;
const REGEX_FUNCTIONS = /^(?:compile|match|fullmatch|search|findall|finditer|sub|subn|split)$/;
/** Jinja2, Mako, Django and Tornado templates built from source text (Template(...) of a file name is FileSystemLoader's job, not this). */
const TEMPLATE_CLASSES = /^(?:jinja2\.|mako\.template\.|django\.template\.|tornado\.template\.|template\.)?Template$/;
const MONGO_NAMES = /^(?:find|find_one|find_one_and_update|find_one_and_delete|delete_one|delete_many|update_one|update_many|count_documents|aggregate|replace_one)$/;

/** Variables a Jinja2 template prints without escaping: `{{ nome|safe }}`, `{{ nome | e | safe }}`. */
function safeVariables(template: string): string[] {
  return [...template.matchAll(/\{\{-?\s*([A-Za-z_]\w*)[^}]*?\|\s*safe\b/g)].map((m) => m[1] ?? '');
}

/** Django `extra(select, where, params, tables, order_by)`: every part but `params` is SQL text. */
const EXTRA_SQL = { ...SINKS.sql, args: [0, 1, 3, 4], kwargs: ['select', 'where', 'tables', 'order_by'] };

function sinkFor(call: ScriptCall): SinkSpec | undefined {
  const { name, receiver } = call;
  if ((name === 'execute' || name === 'executemany' || name === 'executescript' || name === 'read_sql') && words(receiver).some((w) => DB_WORD.test(w))) return SINKS.sql;
  if (name === 'raw' && /objects|manager|queryset/i.test(receiver)) return SINKS.sql;
  if (name === 'extra' && /objects|manager|queryset/i.test(receiver)) return EXTRA_SQL;
  if (name === 'RawSQL' && /^(?:|expressions|models\.expressions)$/.test(receiver)) return SINKS.sql;
  if (receiver === 'os' && (name === 'system' || name === 'popen')) return SINKS.command;
  if ((receiver === 'subprocess' || receiver === 'commands') && (name === 'getoutput' || name === 'getstatusoutput')) return SINKS.command;
  if (receiver === 'subprocess' && SUBPROCESS.test(name)) return call.kwargs.get('shell')?.constant?.value === true ? SINKS.command : undefined;
  if (receiver === '' && (name === 'eval' || name === 'exec')) return SINKS.code;
  if ((receiver === '' || receiver === 'io' || receiver === 'codecs') && name === 'open') return SINKS.path;
  if (receiver === 'os' && /^(?:remove|unlink|rmdir|listdir)$/.test(name)) return SINKS.path;
  if ((receiver === '' || receiver === 'flask') && name === 'send_file') return SINKS.path;
  if (receiver === '' && name === 'render_template_string') {
    // A template that is not a literal may be the request's own text (SSTI); a literal one prints its `|safe` variables.
    const template = call.args[0]?.constant?.value;
    return typeof template === 'string' ? { ...SINKS.xss, args: [], kwargs: safeVariables(template) } : SINKS.template;
  }
  if (receiver === 're' && REGEX_FUNCTIONS.test(name)) return SINKS.regex;
  // string.Template only substitutes $names: no code runs, so it is no SSTI.
  const stringTemplate = receiver === '' && /from\s+string\s+import[^\n]*\bTemplate\b/.test(call.fileText);
  if ((TEMPLATE_CLASSES.test(receiver ? `${receiver}.${name}` : name) && !stringTemplate) || (name === 'from_string' && receiver !== '')) return SINKS.template;
  // Jinja2 Template("...{{ x|safe }}...").render(x=...) written in one expression.
  if (name === 'render' && /(?:^|\.)(?:Template|from_string)\(/.test(receiver)) return { ...SINKS.xss, args: [], kwargs: safeVariables(receiver) };
  if (receiver === '' && /^(?:make_response|Markup|HttpResponse|mark_safe|SafeString)$/.test(name)) return SINKS.xss;
  if (/^(?:markupsafe|flask|jinja2)$/.test(receiver) && name === 'Markup') return SINKS.xss;
  if (/^(?:safestring|django\.utils\.safestring)$/.test(receiver) && (name === 'mark_safe' || name === 'SafeString')) return SINKS.xss;
  if (receiver === '' && /^(?:redirect|HttpResponseRedirect|RedirectResponse)$/.test(name)) return SINKS.redirect;
  if (receiver === '' && name === 'urlopen') return SINKS.ssrf;
  if (HTTP_CLIENT.test(receiver) && /^(?:get|post|put|patch|delete|head|urlopen)$/.test(name)) return SINKS.ssrf;
  if (HTTP_CLIENT.test(receiver) && name === 'request') return { ...SINKS.ssrf, args: [1] };
  // python-ldap search_s(base, scope, filter); ldap3 conn.search(base, filter); lxml tree.xpath(expr).
  if (/^search(?:_s|_st|_ext|_ext_s)?$/.test(name) && /ldap/.test(call.fileText) && /conn|ldap|^l$/i.test(receiver)) return { ...SINKS.ldap, args: name === 'search' ? [0, 1] : [0, 2] };
  if (name === 'xpath') return SINKS.xpath;
  if (MONGO_NAMES.test(name) && /(?:^|\.)(?:db|mongo|collection|\w+_collection)\b|\bdb\./i.test(receiver)) return SINKS.nosql;
  return undefined;
}

export const PYTHON: ScriptApi = {
  language: 'python',
  requestFields: new Set(['args', 'form', 'values', 'json', 'data', 'headers', 'cookies', 'files', 'GET', 'POST', 'body', 'META', 'COOKIES', 'FILES', 'query_params', 'path_params', 'url', 'path', 'full_path']),
  requestGetters: new Set(['get_json', 'get_data', 'json', 'body', 'form']),
  requestParam: /^request$/,
  responseParam: /^response$/,
  routeDecorator: /\.(?:get|post|put|patch|delete|route|api_route)$/,
  sourceParamDecorator: /^$/,
  scalarType: /^(?:int|float|bool|Decimal|UUID)$/,
  sanitizers: new Map(Object.entries(SANITIZERS)),
  scalarMethods: new Set(['isdigit', 'isnumeric', 'isalnum', 'isalpha', 'startswith', 'endswith', 'count', 'find', 'index', 'len']),
  sinkFor,
  propertySinks: new Map(),
};
