/**
 * Entry point of the Go analysis: prefilter, parse (tree-sitter Go through @ast-grep/lang-go),
 * package-level constants, then every function nobody in the file calls (handlers, exported API;
 * inline handlers run where written), and the reports as hits with their traces.
 */
import type { SgNode } from '@ast-grep/napi';
import type { Hit } from '../../findings/make-finding.js';
import { collectHits, noteSyntaxError, parseWithGrammar, withinSizeLimit, type PassNotes } from '../file-pass.js';
import { interpreterState, runEntries } from '../interpreter.js';
import { analyzableFunctions } from '../reachable.js';
import { fieldOf, kindOf, named } from '../tree.js';
import type { Ctx, Frame } from './context.js';
import { runEntry } from './functions.js';
import { execStmt } from './statements.js';

/**
 * Cheap prefilter (most Go files are neither handlers nor data access): a file is parsed with a request
 * token and a sink token, or with a SQL/command sink (reported even for data of unknown origin).
 */
const SOURCE_TOKEN = /\*?http\.Request\b|gin\.Context|echo\.Context|fiber\.Ctx|mux\.Vars|chi\.URLParam|os\.Args/;
const UNKNOWN_SINK_TOKEN = /\b(?:db|tx|conn|con|database|sqlDB|sqldb|pool|dbx|gormDB|\w*(?:DB|Db|Tx|Conn|Pool))\.(?:Query|QueryRow|Exec|Prepare|Raw|Select|Get|MustExec|Queryx|QueryRowx|NamedExec|NamedQuery)(?:Context)?\(|exec\.Command/;
/** A function run on its own reports only with request data in sight or a SQL/command sink (reported for data of unknown origin). */
const isEntryCandidate = (text: string): boolean => SOURCE_TOKEN.test(text) || UNKNOWN_SINK_TOKEN.test(text);
const SINK_TOKEN = new RegExp([
  UNKNOWN_SINK_TOKEN.source,
  /os\.(?:Open|OpenFile|ReadFile|Create|WriteFile|Remove|RemoveAll|ReadDir|Mkdir|MkdirAll)\(|ioutil\.(?:ReadFile|WriteFile|ReadDir)\(|http\.ServeFile\(|\.File(?:Attachment)?\(/.source,
  /http\.(?:Get|Post|Head|PostForm|NewRequest|NewRequestWithContext)\(|[cC]lient\.(?:Get|Post|Head|PostForm)\(|\.Redirect\(/.source,
  /\.Write(?:String)?\(|fmt\.Fprint|io\.WriteString\(|template\.(?:HTML|JS)\(|\.(?:Data|Blob|HTML)\(/.source,
  /regexp\.(?:Must)?Compile(?:POSIX)?\(|regexp\.Match(?:String|Reader)?\(|\.Parse\(/.source,
].join('|'));

/** Larger files are generated code (protobuf, bindata), not hand-written handlers. */
const MAX_CHARS = 150_000;
/** Evaluations per file (about one per expression visited): a hand-written handler file needs a few thousand. */
const WORK_PER_FILE = 10_000;

export function mayNeedGoAnalysis(file: string, text: string, notes?: PassNotes): boolean {
  if (!file.endsWith('.go') || file.endsWith('_test.go')) return false;
  const interesting = SOURCE_TOKEN.test(text) ? SINK_TOKEN.test(text) : UNKNOWN_SINK_TOKEN.test(text);
  return interesting && withinSizeLimit(text, MAX_CHARS, notes);
}

/** Names packages are imported under: the alias, or the last element of the path (`net/http` → http). */
function importedNames(root: SgNode): Set<string> {
  const names = new Set<string>();
  for (const spec of root.findAll({ rule: { kind: 'import_spec' } })) {
    const alias = fieldOf(spec, 'name')?.text();
    const path = (fieldOf(spec, 'path')?.text() ?? '').replace(/^["`]|["`]$/g, '');
    const last = path.split('/').filter((p) => !/^v\d+$/.test(p)).at(-1) ?? '';
    names.add(alias && alias !== '_' && alias !== '.' ? alias : last.replace(/^go-/, '').replace(/[.-].*$/, ''));
  }
  return names;
}

const nameOf = (fn: SgNode): string => fieldOf(fn, 'name')?.text() ?? '';

export function analyzeGo(file: string, text: string, notes?: PassNotes): Hit[] {
  const root = parseWithGrammar('go', text);
  noteSyntaxError(root, notes);
  return collectHits(file, text, 'go', (report) => {
    const functions = root.findAll({ rule: { any: [{ kind: 'function_declaration' }, { kind: 'method_declaration' }] } });
    const { reaching, inlinable } = analyzableFunctions(functions, nameOf, SINK_TOKEN);
    const ctx: Ctx = { file, report, builtHere: builtAtCall, packages: importedNames(root), functions: new Map(functions.map((fn) => [nameOf(fn), fn])), inlinable, globals: new Map(), ...interpreterState(WORK_PER_FILE, 200) };
    // Names called in the file (`buscar(x)`, `s.buscar(x)`): matched by the engine, one N-API call per name.
    const called = new Set(root.findAll({ rule: { any: [
      { kind: 'identifier', inside: { kind: 'call_expression', field: 'function' } },
      { kind: 'field_identifier', inside: { kind: 'selector_expression', field: 'field', inside: { kind: 'call_expression', field: 'function' } } },
    ] } }).map((n) => n.text()));
    // Package-level var and const declarations first: functions see them as globals.
    const globals: Frame = { env: ctx.globals };
    for (const decl of named(root)) if (/^(?:var|const)_declaration$/.test(kindOf(decl))) execStmt(decl, ctx, globals);
    const candidates = [...reaching].filter((fn) => isEntryCandidate(fn.text()));
    runEntries(candidates, (fn) => called.has(nameOf(fn)), ctx, (fn) => runEntry(fn, ctx));
  }, notes);
}

/** The query or command is built from a literal right at the sink: `"... " + x` or `fmt.Sprintf("...", x)`. */
function builtAtCall(arg: SgNode): boolean {
  const kind = kindOf(arg);
  if (kind === 'binary_expression') return /["`]/.test(arg.text());
  if (kind !== 'call_expression') return false;
  const first = named(fieldOf(arg, 'arguments') as SgNode)[0];
  return /^fmt\.Sprint/.test(fieldOf(arg, 'function')?.text() ?? '') && first !== undefined && /string_literal$/.test(kindOf(first));
}
