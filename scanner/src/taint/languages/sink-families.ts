/**
 * The sink families every language's tables and the engine's model rows share (rule ids, notes, which
 * arguments count), the families reported as "sink presente" for data of unknown origin, and the word
 * split that receiver heuristics use.
 */
import type { SinkSpec } from '../report.js';
import type { SinkKind } from '../value.js';

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
