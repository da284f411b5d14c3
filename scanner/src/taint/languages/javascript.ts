/** What the JavaScript/TypeScript analysis knows about Node APIs (Express, Koa, Nest, Fastify, Next.js). Data only. */
import { SINKS, words, type ScriptApi, type ScriptCall } from './script-api.js';
import type { SinkSpec } from '../report.js';
import type { SinkKind, Value } from '../value.js';

const SANITIZERS: Record<string, readonly SinkKind[] | 'all'> = {
  parseInt: 'all', parseFloat: 'all', Number: 'all', Boolean: 'all', 'Number.parseInt': 'all', 'Number.parseFloat': 'all', 'Math.floor': 'all',
  encodeURIComponent: ['xss', 'path', 'command', 'sql', 'redirect'], escape: ['xss'], 'validator.escape': ['xss'], 'he.encode': ['xss'],
  'he.escape': ['xss'], escapeHtml: ['xss'], 'DOMPurify.sanitize': ['xss'], sanitizeHtml: ['xss'], 'xss': ['xss'], filterXSS: ['xss'],
  'path.basename': ['path'], basename: ['path'], 'mysql.escape': ['sql'], 'connection.escape': ['sql'], 'SqlString.escape': ['sql'],
  'pg.escapeLiteral': ['sql'], 'client.escapeLiteral': ['sql'], 'shellEscape': ['command'], 'shellQuote.quote': ['command'],
  String: ['nosql'], mongoSanitize: ['nosql'], 'mongoSanitize.sanitize': ['nosql'], sanitize: ['nosql'],
  escapeRegExp: ['regex'], '_.escapeRegExp': ['regex'], 'lodash.escapeRegExp': ['regex'], escapeStringRegexp: ['regex'], 'RegExp.escape': ['regex'],
};

const SQL_NAMES = new Set(['query', 'execute', 'raw', '$queryRawUnsafe', '$executeRawUnsafe', 'whereRaw', 'orderByRaw', 'havingRaw', 'joinRaw']);
const DB_WORD = /^(?:db|pool|conn|connection|client|knex|sequelize|prisma|trx|tx|database|mysql|pg|sql|repository|repo|manager|runner|em|datasource)$/;
const FS_NAMES = /^(?:readFile|readFileSync|createReadStream|createWriteStream|writeFile|writeFileSync|appendFile|appendFileSync|unlink|unlinkSync|rm|rmSync|readdir|readdirSync|open|openSync|copyFile|rename|readlink)$/;
const HTTP_CLIENT = /^(?:axios|got|superagent|needle|http|https|request|ky)$/;
const MONGO_NAMES = /^(?:find|findOne|findOneAndUpdate|findOneAndDelete|findOneAndReplace|deleteOne|deleteMany|updateOne|updateMany|countDocuments|where|aggregate|remove|replaceOne)$/;
/** Template engines that compile their first argument as template source (not a file name). */
const TEMPLATE_COMPILERS = /^(?:ejs\.(?:render|compile)|pug\.(?:render|compile)|jade\.(?:render|compile)|(?:Handlebars|handlebars|hbs)\.(?:compile|precompile)|_\.template|lodash\.template|nunjucks\.renderString|(?:env|nunjucksEnv)\.renderString|doT\.template|dot\.template)$/;
/** Capitalised receivers that are built-ins, not Mongoose models. */
const NOT_MODEL = /^(?:Array|Object|Promise|Reflect|Math|JSON|Map|Set|String|Number|Date|Buffer|Intl)$/;

function sinkFor(call: ScriptCall): SinkSpec | undefined {
  const { name, receiver, receiverRole } = call;
  const recvWords = words(receiver);
  const tail = receiver.split('.').at(-1) ?? '';
  const isResponse = receiverRole === 'response' || /^(?:res|response|reply|ctx)$/.test(receiver);
  // An object argument is a GraphQL/ORM options bag (client.query({ query })), not SQL text.
  if (SQL_NAMES.has(name) && receiver !== 'String' && !call.args[0]?.entries && recvWords.some((w) => DB_WORD.test(w))) return SINKS.sql;
  if (name === '$queryRawUnsafe' || name === '$executeRawUnsafe') return SINKS.sql;
  const childProcess = /child_process|shelljs/.test(call.fileText);
  if ((name === 'exec' || name === 'execSync') && childProcess && /^(?:|child_process|cp|childProcess|shell|shelljs)$/.test(receiver)) return SINKS.command;
  if (/^(?:spawn|spawnSync|execFile|execFileSync)$/.test(name) && childProcess && /^(?:|child_process|cp|childProcess)$/.test(receiver)) {
    const options = call.args.find((a) => a.entries?.has('shell'));
    return options?.entries?.get('shell')?.constant?.value === true ? { ...SINKS.command, args: [0, 1] } : undefined;
  }
  if ((name === 'eval' || name === 'Function') && receiver === '') return SINKS.code;
  if (receiver === 'vm' && /^(?:runInNewContext|runInThisContext|runInContext|compileFunction)$/.test(name)) return SINKS.code;
  if ((name === 'setTimeout' || name === 'setInterval') && receiver === '' && call.args[0]?.constant !== undefined) return SINKS.code;
  if (FS_NAMES.test(name) && /^(?:fs|fsp|fse|promises|fs\.promises)$/.test(receiver)) return SINKS.path;
  if ((name === 'sendFile' || name === 'download' || name === 'attachment') && isResponse) return SINKS.path;
  if (/^(?:send|write|end)$/.test(name) && isResponse) return SINKS.xss;
  if ((name === 'write' || name === 'writeln') && receiver === 'document') return SINKS.xss;
  if (name === 'insertAdjacentHTML') return { ...SINKS.xss, args: [1] };
  if (name === 'redirect' && isResponse) return { ...SINKS.redirect, args: [call.args.length - 1] };
  if (receiver === '' && /^(?:fetch|axios|got|request|needle|superagent)$/.test(name)) return SINKS.ssrf;
  if (HTTP_CLIENT.test(tail) && /^(?:get|post|put|patch|delete|head|request)$/.test(name)) return SINKS.ssrf;
  // ldapjs client.search(base, { filter }); xpath.select / document.evaluate(expr, ...).
  if (name === 'search' && /ldap/.test(call.fileText) && /client|ldap/i.test(receiver)) return SINKS.ldap;
  if ((name === 'select' || name === 'select1' || name === 'evaluate') && /^(?:xpath|document)$/.test(receiver)) return SINKS.xpath;
  if (name === 'RegExp' && receiver === '') return SINKS.regex;
  if (TEMPLATE_COMPILERS.test(`${receiver}.${name}`)) return SINKS.template;
  if (MONGO_NAMES.test(name) && ((/^[A-Z]\w*$/.test(receiver) && !NOT_MODEL.test(receiver)) || /collection|model/i.test(receiver))) return SINKS.nosql;
  return undefined;
}

/**
 * Koa: `ctx.body = x` (or `ctx.response.body`) is the response. A string is sent as text/html when it starts
 * with `<`, which request data can; an object or array goes out as JSON.
 */
function assignmentSinkFor(receiver: string, rootRole: string | undefined, property: string, value: Value): SinkSpec | undefined {
  if (property !== 'body' || rootRole !== 'request' || !/^(?:ctx|context)(?:\.response)?$/.test(receiver)) return undefined;
  return value.entries || value.items ? undefined : SINKS.xss;
}

export const JAVASCRIPT: ScriptApi = {
  language: 'javascript',
  requestFields: new Set(['query', 'params', 'body', 'headers', 'cookies', 'signedCookies', 'files', 'file', 'url', 'originalUrl', 'path', 'hostname']),
  requestGetters: new Set(['get', 'header', 'param', 'cookies', 'text', 'json', 'formData']),
  requestParam: /^(?:req|request|ctx|context)$/,
  responseParam: /^(?:res|response|reply)$/,
  routeDecorator: /^$/,
  sourceParamDecorator: /^(?:Query|Param|Body|Headers|Req|Request|Cookies)$/,
  scalarType: /^(?:number|boolean|bigint)$/,
  sanitizers: new Map(Object.entries(SANITIZERS)),
  scalarMethods: new Set(['length', 'includes', 'startsWith', 'endsWith', 'indexOf', 'lastIndexOf', 'test', 'localeCompare', 'isInteger', 'isNaN', 'some', 'every', 'has', 'findIndex']),
  sinkFor,
  propertySinks: new Map([['innerHTML', SINKS.xss], ['outerHTML', SINKS.xss], ['__html', SINKS.xss]]),
  assignmentSinkFor,
};
