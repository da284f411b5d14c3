/**
 * Entry point of the Kotlin analysis: prefilter, parse (tree-sitter Kotlin through
 * @ast-grep/lang-kotlin), class and top-level properties, then every function nobody in the file calls
 * (controllers, Ktor modules; route lambdas run where written), and the reports as hits with traces.
 */
import type { SgNode } from '@ast-grep/napi';
import type { Hit } from '../../findings/make-finding.js';
import { collectHits, noteSyntaxError, parseWithGrammar, withinSizeLimit, type PassNotes } from '../file-pass.js';
import { interpreterState, runEntries } from '../interpreter.js';
import { analyzableFunctions } from '../reachable.js';
import { kindOf, named } from '../tree.js';
import { CLEAN } from '../value.js';
import type { Ctx, Frame } from './context.js';
import { functionName, runEntry } from './functions.js';
import { execStmt } from './statements.js';

/**
 * Cheap prefilter (most Kotlin files are models, views, DI modules): a file is parsed with a request
 * token and a sink token, or with a SQL/command sink (reported even for data of unknown origin).
 */
const SOURCE_TOKEN = /@(?:RequestParam|PathVariable|RequestBody|RequestHeader|CookieValue|ModelAttribute)\b|HttpServletRequest|\bcall\.(?:parameters|request|receive)/;
const UNKNOWN_SINK_TOKEN = /execute\w*\(|prepare(?:Statement|Call)|create(?:Native)?Query|queryFor|\.query\(|\.update\(|batchUpdate|\.exec\(|ProcessBuilder/;
/** A function run on its own reports only with request data in sight or a SQL/command sink (reported for data of unknown origin). */
const isEntryCandidate = (text: string): boolean => SOURCE_TOKEN.test(text) || UNKNOWN_SINK_TOKEN.test(text);
const SINK_TOKEN = /execute\w*\(|prepare(?:Statement|Call)|create(?:Native)?Query|queryFor|\.query\(|\.update\(|batchUpdate|\.exec\(|ProcessBuilder|File(?:InputStream|OutputStream|Reader|Writer)?\(|Files\.|Paths\.get|URL\(|restTemplate|RestTemplate|webClient|[cC]lient\.(?:get|post|request)|writer|outputStream|getWriter|respondText|respondHtml|respondRedirect|sendRedirect|RedirectView|setAttribute|\.search\(|XPath|Regex\(|Pattern\.compile|Velocity|Template\(|\.process\(/;
const MAX_CHARS = 150_000;
/** Evaluations per file (about one per expression visited): a hand-written controller needs a few thousand. */
const WORK_PER_FILE = 10_000;

export function mayNeedKotlinAnalysis(file: string, text: string, notes?: PassNotes): boolean {
  if (!(file.endsWith('.kt') || file.endsWith('.kts'))) return false;
  const interesting = SOURCE_TOKEN.test(text) ? SINK_TOKEN.test(text) : UNKNOWN_SINK_TOKEN.test(text);
  return interesting && withinSizeLimit(text, MAX_CHARS, notes);
}

/** The query or command is built right at the call: `"..." + x`, `"... $x"`, `String.format(...)` / `"...".format(x)`. */
function builtAtCall(arg: SgNode): boolean {
  const inner = kindOf(arg) === 'value_argument' ? named(arg).at(-1) : arg;
  if (!inner) return false;
  const kind = kindOf(inner);
  if (kind === 'additive_expression') return /"/.test(inner.text());
  if (/string_literal$/.test(kind)) return named(inner).some((p) => /^interpolated_/.test(kindOf(p)));
  return kind === 'call_expression' && /^(?:String\.format|"[\s\S]*"\.format)$/.test(named(inner)[0]?.text() ?? '');
}

export function analyzeKotlin(file: string, text: string, notes?: PassNotes): Hit[] {
  const root = parseWithGrammar('kotlin', text);
  noteSyntaxError(root, notes);
  return collectHits(file, text, 'kt', (report) => {
    const functions = root.findAll({ rule: { kind: 'function_declaration' } });
    const { reaching, inlinable } = analyzableFunctions(functions, functionName, SINK_TOKEN);
    const ctx: Ctx = { file, report, builtHere: builtAtCall, functions: new Map(functions.map((fn) => [functionName(fn), fn])), inlinable, globals: new Map(), ...interpreterState(WORK_PER_FILE, 200) };
    // Names called in the file (`filtro(x)`, `this.filtro(x)`): matched by the engine, one N-API call per name.
    const called = new Set(root.findAll({ rule: { kind: 'simple_identifier', any: [
      { inside: { kind: 'call_expression' } },
      { inside: { kind: 'navigation_suffix', inside: { kind: 'navigation_expression', inside: { kind: 'call_expression' } } } },
    ] } }).map((n) => n.text()));
    // Constructor properties are the class's collaborators (a JdbcTemplate, a Connection), not data.
    for (const p of root.findAll({ rule: { kind: 'class_parameter' } })) {
      const name = named(p).find((c) => kindOf(c) === 'simple_identifier')?.text();
      if (name) ctx.globals.set(name, CLEAN);
    }
    // Class, object and top-level properties (`const val TABELA = "extrato"`), in order.
    const globals: Frame = { env: ctx.globals };
    for (const p of root.findAll({ rule: { kind: 'property_declaration', not: { inside: { kind: 'function_declaration', stopBy: 'end' } } } })) execStmt(p, ctx, globals);
    const candidates = [...reaching].filter((fn) => isEntryCandidate(fn.text()));
    runEntries(candidates, (fn) => called.has(functionName(fn)), ctx, (fn) => runEntry(fn, ctx));
  }, notes);
}
