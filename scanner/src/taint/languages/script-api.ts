/**
 * Shape of the API tables of the dynamic languages (JavaScript/TypeScript, Python) interpreted by
 * ../script/: the interpreter is shared, only these tables differ, so Go, C#, PHP or Kotlin tables can
 * follow the same shape. A call is described by its simple name and the text of its receiver.
 */
import type { SinkSpec } from '../report.js';
import type { SinkKind, Value } from '../value.js';

export interface ScriptCall {
  name: string;
  /** Receiver expression text ('' for a plain function call): `child_process`, `db.collection('x')`. */
  receiver: string;
  receiverRole?: string;
  args: readonly Value[];
  /** Python keyword arguments (shell=True) by name. */
  kwargs: ReadonlyMap<string, Value>;
  /** The file's text: whether a module is imported at all (a local `exec` is not child_process's). */
  fileText: string;
}

export interface ScriptApi {
  language: 'javascript' | 'python';
  /** Fields of the request object that carry client data (req.query, request.args). */
  requestFields: ReadonlySet<string>;
  /** Methods of the request object that return client data (req.get('x'), request.get_json()). */
  requestGetters: ReadonlySet<string>;
  /** Parameter names that are the request or the response in a handler (req, res, ctx, request). */
  requestParam: RegExp;
  responseParam: RegExp;
  /** Decorators of a handler whose parameters are bound from the request (FastAPI/Flask routes, Nest @Query). */
  routeDecorator: RegExp;
  sourceParamDecorator: RegExp;
  /** Parameter type annotations that cannot carry an injection (numbers, booleans). */
  scalarType: RegExp;
  /** Sanitizers by `receiver.name` or `name`: the sinks each makes the value safe for. */
  sanitizers: ReadonlyMap<string, readonly SinkKind[] | 'all'>;
  /** Methods whose result is a number or a boolean whatever the input. */
  scalarMethods: ReadonlySet<string>;
  sinkFor(call: ScriptCall): SinkSpec | undefined;
  /** Property assignments that are sinks (el.innerHTML = x). */
  propertySinks: ReadonlyMap<string, SinkSpec>;
  /** Assignments that are sinks only on a given receiver (Koa `ctx.body = x`); `rootRole` is the role of its first name. */
  assignmentSinkFor?(receiver: string, rootRole: string | undefined, property: string, value: Value): SinkSpec | undefined;
}

/** Sinks shared by every language, by family. `quietWhenUnknown`: data of unknown origin is not reported (too common in libraries). */
export const SINKS = {
  sql: { kind: 'sql', rule: 'injection-sql', sinkRule: 'injection-sql-sink', note: 'execução SQL', args: [0] },
  command: { kind: 'command', rule: 'injection-command', sinkRule: 'injection-command-sink', note: 'execução de comando', args: [0] },
  code: { kind: 'code', rule: 'injection-eval', sinkRule: 'injection-eval-sink', note: 'avaliação dinâmica de código', args: [0] },
  path: { kind: 'path', rule: 'path-traversal', sinkRule: 'path-traversal-sink', note: 'acesso a arquivo', args: [0] },
  xss: { kind: 'xss', rule: 'xss', sinkRule: 'xss-sink', note: 'escrita na resposta HTTP', args: [0] },
  ssrf: { kind: 'ssrf', rule: 'ssrf', sinkRule: 'ssrf-sink', note: 'requisição HTTP de saída', args: [0] },
  nosql: { kind: 'nosql', rule: 'injection-nosql', sinkRule: 'injection-nosql-sink', note: 'consulta NoSQL', args: [0] },
  ldap: { kind: 'ldap', rule: 'injection-ldap', sinkRule: 'injection-ldap-sink', note: 'consulta LDAP', args: [0, 1] },
  xpath: { kind: 'xpath', rule: 'injection-xpath', sinkRule: 'injection-xpath-sink', note: 'expressão XPath', args: [0] },
  redirect: { kind: 'redirect', rule: 'open-redirect', sinkRule: 'open-redirect-sink', note: 'redirecionamento' },
  regex: { kind: 'regex', rule: 'regex-injection', sinkRule: 'regex-injection-sink', note: 'expressão regular compilada', args: [0] },
  template: { kind: 'template', rule: 'template-injection', sinkRule: 'template-injection-sink', note: 'template compilado', args: [0] },
} as const satisfies Record<string, SinkSpec>;

/** Families whose "sink presente" is reported for data of unknown origin (what the pattern rules reported before). */
export const REPORT_UNKNOWN: ReadonlySet<SinkKind> = new Set(['sql', 'command', 'code']);

/** Words of a receiver, split on camelCase, dots and underscores: `userRepository` → user, repository. */
export function words(text: string): string[] {
  return text.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase().split(/[^a-z0-9$]+/).filter(Boolean);
}
