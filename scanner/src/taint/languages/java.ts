/**
 * What the Java analysis knows about APIs: where untrusted data enters, which calls clean it, which
 * calls consume it (sinks) and how each sink maps to the catalog. Data only; the interpreter in
 * ../java/ applies it. Names are matched on the simple method name plus the receiver's role, type or
 * name, so fully-qualified calls and imports behave the same.
 */
import type { SinkSpec } from '../report.js';
import type { SinkKind } from '../value.js';

export type { SinkSpec };

/** HttpServletRequest methods whose result the client controls. */
export const REQUEST_SOURCES = new Set([
  'getParameter', 'getParameterValues', 'getParameterMap', 'getParameterNames', 'getHeader', 'getHeaders',
  'getHeaderNames', 'getCookies', 'getQueryString', 'getInputStream', 'getReader', 'getPathInfo', 'getRequestURI',
  'getRequestURL', 'getPart', 'getParts',
]);

/** Spring handler parameters bound from the request. */
export const SPRING_SOURCE_ANNOTATIONS = new Set(['RequestParam', 'PathVariable', 'RequestBody', 'RequestHeader', 'CookieValue', 'ModelAttribute']);

/** Parameter types that make the parameter the request (its getters are sources) or the response. */
export const REQUEST_TYPE = /(?:^|\.)(?:Http)?ServletRequest(?:Wrapper)?$|(?:^|\.)HttpRequest$/;
export const RESPONSE_TYPE = /(?:^|\.)(?:Http)?ServletResponse(?:Wrapper)?$/;
export const SESSION_TYPE = /(?:^|\.)HttpSession$/;
export const COOKIE_TYPE = /(?:^|\.)Cookie$/;

/** Sanitizers: the sinks each neutralizes. Numeric parsing yields a number: no injection of any kind. */
const SANITIZER_TABLE: Record<string, readonly SinkKind[] | 'all'> = {
  parseInt: 'all', parseLong: 'all', parseDouble: 'all', parseFloat: 'all', parseShort: 'all', parseByte: 'all', parseBoolean: 'all',
  encodeForHTML: ['xss'], encodeForHTMLAttribute: ['xss'], encodeForJavaScript: ['xss'], encodeForCSS: ['xss'], escapeHtml: ['xss'],
  escapeHtml4: ['xss'], escapeHtml3: ['xss'], htmlEscape: ['xss'], escapeXml: ['xss', 'xpath'], escapeXml10: ['xss', 'xpath'], escapeXml11: ['xss', 'xpath'],
  forHtml: ['xss'], forHtmlContent: ['xss'], forHtmlAttribute: ['xss'], forJavaScript: ['xss'], forUriComponent: ['xss', 'path'],
  encodeForSQL: ['sql'], encodeForLDAP: ['ldap'], encodeForDN: ['ldap'], encodeForXPath: ['xpath'], encodeForOS: ['command'],
  encodeForURL: ['xss', 'path'],
  quote: ['regex'],
};

/** A Map, so inherited names (toString, valueOf) are never taken for sanitizers. */
export const SANITIZERS: ReadonlyMap<string, readonly SinkKind[] | 'all'> = new Map(Object.entries(SANITIZER_TABLE));

/** Receivers whose `encode` is a URL/Base64 encoder: the result no longer carries markup or path separators. */
export const URL_ENCODERS = /(?:^|\.)(?:URLEncoder|UriUtils)$/;

/** Methods that return a number or a boolean: whatever went in, nothing injectable comes out. */
export const SCALAR_METHODS = new Set([
  'length', 'size', 'hashCode', 'equals', 'equalsIgnoreCase', 'isEmpty', 'isBlank', 'contains', 'containsKey', 'containsValue',
  'startsWith', 'endsWith', 'matches', 'indexOf', 'lastIndexOf', 'compareTo', 'compareToIgnoreCase', 'hasNext', 'hasMoreElements',
  'exists', 'isDirectory', 'isFile', 'getStatus', 'getContentLength', 'nextInt', 'nextLong', 'nextDouble', 'nextBoolean',
]);

/** Calls that produce a fresh, empty container (elements tracked by index or constant key). */
export const LIST_TYPES = /(?:^|\.)(?:ArrayList|LinkedList|Vector|Stack|ArrayDeque|HashSet|LinkedHashSet|TreeSet|CopyOnWriteArrayList)\b/;
export const MAP_TYPES = /(?:^|\.)(?:HashMap|LinkedHashMap|TreeMap|Hashtable|ConcurrentHashMap|Properties)\b/;
export const BUILDER_TYPES = /(?:^|\.)(?:StringBuilder|StringBuffer)\b/;


const SQL: SinkSpec = { kind: 'sql', rule: 'injection-sql', sinkRule: 'injection-sql-sink', note: 'execução SQL', args: [0] };
const COMMAND: SinkSpec = { kind: 'command', rule: 'injection-command', sinkRule: 'injection-command-sink', note: 'execução de comando' };
const LDAP: SinkSpec = { kind: 'ldap', rule: 'injection-ldap', sinkRule: 'injection-ldap-sink', note: 'consulta LDAP', args: [0, 1] };
const XPATH: SinkSpec = { kind: 'xpath', rule: 'injection-xpath', sinkRule: 'injection-xpath-sink', note: 'expressão XPath', args: [0] };
const PATH: SinkSpec = { kind: 'path', rule: 'path-traversal', sinkRule: 'path-traversal-sink', note: 'acesso a arquivo' };
const XSS: SinkSpec = { kind: 'xss', rule: 'xss', sinkRule: 'xss-sink', note: 'escrita na resposta HTTP' };
const TRUST: SinkSpec = { kind: 'trust', rule: 'trust-boundary', sinkRule: 'trust-boundary-sink', note: 'gravação na sessão' };
const REGEX: SinkSpec = { kind: 'regex', rule: 'regex-injection', sinkRule: 'regex-injection-sink', note: 'expressão regular compilada', args: [0] };
const TEMPLATE: SinkSpec = { kind: 'template', rule: 'template-injection', sinkRule: 'template-injection-sink', note: 'template compilado', args: [0] };
/** Sinks reported only for request data: a regex or template of unknown origin is usually the library's own parameter. */
export const QUIET_WHEN_UNKNOWN: ReadonlySet<SinkKind> = new Set(['regex', 'template']);

/** SQL methods; the generic names (execute, query, update) also need a database-looking receiver. */
const SQL_METHODS = new Set(['executeQuery', 'executeUpdate', 'executeLargeUpdate', 'addBatch', 'prepareStatement', 'prepareCall', 'nativeSQL',
  'createQuery', 'createNativeQuery', 'createSQLQuery', 'queryForList', 'queryForObject', 'queryForMap', 'queryForRowSet', 'queryForLong', 'queryForInt', 'batchUpdate']);
const SQL_GENERIC = new Set(['execute', 'query', 'update']);
/** Words of a receiver that say "database" (split on camelCase: feedbackService has no "db" word). */
const SQL_RECEIVER_WORD = /^(?:stmt|statement|conn|connection|jdbc\w*|\w*template|session|\w*manager|em|db|dao|\w*repository|datasource|ps|cs|st)$/;

function words(text: string): string[] {
  return text.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase().split(/[^a-z0-9]+/);
}

export interface CallShape {
  name: string;
  /** Receiver expression text ('' when none), its declared type and its role (see Value.role). */
  receiverText: string;
  receiverType?: string;
  receiverRole?: string;
}

/** The sink a method call is, if any. */
export function sinkForCall(call: CallShape): SinkSpec | undefined {
  const { name, receiverText, receiverType = '', receiverRole } = call;
  const receiver = `${receiverType} ${receiverText}`;
  if (SQL_METHODS.has(name) || (SQL_GENERIC.has(name) && words(receiver).some((w) => SQL_RECEIVER_WORD.test(w)))) return SQL;
  if (name === 'exec' && (receiverRole === 'runtime' || /Runtime/.test(receiver))) return COMMAND;
  if (name === 'command' && /ProcessBuilder|\bpb\b|builder/i.test(receiver)) return COMMAND;
  if (name === 'search' && /ctx|context|dir|ldap/i.test(receiver)) return LDAP;
  if ((name === 'evaluate' || name === 'compile') && /xpath|xp\b/i.test(receiver)) return XPATH;
  if (/^(?:print|println|write|format|printf|append)$/.test(name) && (receiverRole === 'writer' || /getWriter\(\)|getOutputStream\(\)/.test(receiverText))) return XSS;
  if ((name === 'setAttribute' || name === 'putValue') && (receiverRole === 'session' || /getSession\(/.test(receiverText) || /HttpSession/.test(receiverType))) return TRUST;
  if (/(?:^|\.)Files$/.test(receiverText) && /^(?:new|read|write|copy|move|delete|lines|list|walk|create|exists|size|isReadable|isWritable)/.test(name)) return PATH;
  if ((name === 'compile' || name === 'matches') && /(?:^|\.)Pattern$/.test(receiverText)) return REGEX;
  // String methods whose first argument is a regular expression (String.split/matches/replaceAll).
  if (/^(?:matches|replaceAll|replaceFirst|split)$/.test(name) && receiverText !== '' && !/(?:^|\.)Pattern$/.test(receiverText)) return REGEX;
  // Velocity.evaluate(context, writer, logTag, template); Thymeleaf templateEngine.process(template, context).
  if (name === 'evaluate' && /(?:^|\.)Velocity$|velocity|engine/i.test(receiver)) return { ...TEMPLATE, args: [3] };
  if (name === 'process' && /TemplateEngine|templateEngine|thymeleaf/i.test(receiver)) return TEMPLATE;
  if ((name === 'get' && /(?:^|\.)Paths$/.test(receiverText)) || (name === 'of' && /(?:^|\.)Path$/.test(receiverText))) return PATH;
  return undefined;
}

/** Constructors that are sinks: the class's simple name. */
const CONSTRUCTOR_SINKS: Record<string, SinkSpec> = {
  File: PATH, FileInputStream: PATH, FileOutputStream: PATH, FileReader: PATH, FileWriter: PATH, RandomAccessFile: PATH, PrintWriter: PATH,
  ProcessBuilder: COMMAND,
  // FreeMarker new Template(name, new StringReader(source), cfg) / (name, source, cfg): the source is the template.
  Template: { ...TEMPLATE, args: [1] },
};

export function sinkForConstructor(typeText: string): SinkSpec | undefined {
  const simple = typeText.replace(/<.*$/s, '').split('.').at(-1) ?? '';
  // PrintWriter(OutputStream) is not a file; only a String/File argument opens a path (checked by taint: streams are clean).
  return CONSTRUCTOR_SINKS[simple];
}
