/**
 * Entry point of the Go analysis: prefilter, parse (tree-sitter Go through @ast-grep/lang-go),
 * package-level constants, then every function nobody in the file calls (handlers, exported API;
 * inline handlers run where written), and the reports as hits with their traces.
 */
import { parse, type SgNode } from '@ast-grep/napi';
import type { Hit } from '../../findings/make-finding.js';
import { ensureGrammars } from '../grammars.js';
import { ReportSet } from '../report.js';
import { kindOf, named, WorkBudgetExceeded } from '../tree.js';
import type { Ctx, Frame } from './context.js';
import { runEntry } from './functions.js';
import { execStmt } from './statements.js';

/** A file is parsed only with a sink token (most Go files are not handlers nor data access). */
const SINK_TOKEN = /\.(?:Query|QueryRow|Exec|Prepare|Raw|Select|Get|MustExec|Redirect|Write|WriteString|File|Data|HTML|Blob)\w*\(|exec\.Command|os\.(?:Open|OpenFile|ReadFile|Create|WriteFile|Remove|ReadDir|Mkdir)|ioutil\.|http\.(?:Get|Post|Head|NewRequest|ServeFile)|Fprint|io\.WriteString|template\.(?:HTML|JS)\(/;

/** Larger files are generated code (protobuf, bindata), not hand-written handlers. */
const MAX_CHARS = 150_000;
const WORK_PER_FILE = 20_000;

export function mayNeedGoAnalysis(file: string, text: string): boolean {
  return file.endsWith('.go') && !file.endsWith('_test.go') && text.length <= MAX_CHARS && SINK_TOKEN.test(text);
}

/** Names packages are imported under: the alias, or the last element of the path (`net/http` → http). */
function importedNames(root: SgNode): Set<string> {
  const names = new Set<string>();
  for (const spec of root.findAll({ rule: { kind: 'import_spec' } })) {
    const alias = spec.field('name')?.text();
    const path = (spec.field('path')?.text() ?? '').replace(/^["`]|["`]$/g, '');
    const last = path.split('/').filter((p) => !/^v\d+$/.test(p)).at(-1) ?? '';
    names.add(alias && alias !== '_' && alias !== '.' ? alias : last.replace(/^go-/, '').replace(/[.-].*$/, ''));
  }
  return names;
}

export function analyzeGo(file: string, text: string): Hit[] {
  ensureGrammars();
  const root = parse('go', text).root();
  const reports = new ReportSet();
  const ctx: Ctx = {
    file,
    report: (r) => reports.add(r),
    builtHere: builtAtCall,
    functions: new Map(),
    packages: importedNames(root),
    active: new Set(),
    visited: new Set(),
    inlineBudget: 200,
    work: WORK_PER_FILE,
    loopDepth: 0,
    globals: new Map(),
  };
  const called = new Set<string>();
  const functions: SgNode[] = [];
  for (const node of root.findAll({ rule: { any: [{ kind: 'function_declaration' }, { kind: 'method_declaration' }, { kind: 'call_expression' }] } })) {
    if (kindOf(node) === 'call_expression') {
      const fn = node.field('function');
      const name = fn && kindOf(fn) === 'selector_expression' ? fn.field('field')?.text() : fn?.text();
      if (name) called.add(name);
    } else {
      ctx.functions.set(node.field('name')?.text() ?? '', node);
      functions.push(node);
    }
  }
  try {
    // Package-level var and const declarations first: functions see them as globals.
    const globals: Frame = { env: ctx.globals };
    for (const decl of named(root)) if (/^(?:var|const)_declaration$/.test(kindOf(decl))) execStmt(decl, ctx, globals);
    for (const fn of functions) if (!called.has(fn.field('name')?.text() ?? '')) runEntry(fn, ctx);
    // Helpers no entry reached (called only from elsewhere, or past the budget) run on their own.
    for (const fn of functions) if (!ctx.visited.has(fn.id())) runEntry(fn, ctx);
  } catch (error) {
    if (!(error instanceof WorkBudgetExceeded)) throw error;
  }
  return reports.toHits(file, text, 'go');
}

/** The query or command is built from a literal right at the sink: `"... " + x` or `fmt.Sprintf("...", x)`. */
function builtAtCall(arg: SgNode): boolean {
  const kind = kindOf(arg);
  if (kind === 'binary_expression') return /["`]/.test(arg.text());
  if (kind !== 'call_expression') return false;
  const first = named(arg.field('arguments') as SgNode)[0];
  return /^fmt\.Sprint/.test(arg.field('function')?.text() ?? '') && first !== undefined && /string_literal$/.test(kindOf(first));
}
