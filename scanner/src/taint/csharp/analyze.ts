/**
 * Entry point of the C# analysis: prefilter, parse, evaluate fields and constants, run top-level
 * statements (Program.cs, minimal APIs), then every method nobody in the file calls (actions,
 * handlers), and turn the reports into hits with their traces.
 */
import type { SgNode } from '@ast-grep/napi';
import type { Hit } from '../../findings/make-finding.js';
import { collectHits, noteSyntaxError, parseWithGrammar, withinSizeLimit, type PassNotes } from '../file-pass.js';
import { interpreterState, runEntries } from '../interpreter.js';
import { kindOf, named } from '../tree.js';
import { CLEAN } from '../value.js';
import type { Ctx } from './context.js';
import { evalExpr } from './expressions.js';
import { runEntry } from './functions.js';
import { declare, execStmt } from './statements.js';

/** A file is parsed only with a sink token and a source token, or a token of a sink reported even for data of unknown origin. */
const SOURCE = /Request\b|\[From(?:Query|Body|Route|Form|Header)|Controller(?:Base)?\b|Map(?:Get|Post|Put|Delete|Patch)\(/;
const SINK = /Command|ExecuteSql|FromSqlRaw|SqlQueryRaw|Query|Execute|Process|File|Directory|HttpClient|Http|WebRequest|WebClient|Redirect|Response\.Write|Content\(|Html\.Raw|HtmlString|DirectorySearcher|DirectoryEntry|XPath|SelectNodes|SelectSingleNode|CSharpScript|Regex|Razor|Template\.Parse|CompileRenderStringAsync/;
const UNKNOWN_SINK = /Command\b|CommandText|ExecuteSql|FromSqlRaw|SqlQueryRaw|\.Query(?:Async|First|Single)?\w*(?:<[^>]*>)?\(|\.Execute(?:Async|Scalar)?\w*\(|Process\.Start|ProcessStartInfo|CSharpScript/;

const MAX_CHARS = 200_000;
const WORK_PER_FILE = 5_000;

export function mayNeedCsharpAnalysis(file: string, text: string, notes?: PassNotes): boolean {
  if (!file.endsWith('.cs')) return false;
  const interesting = SOURCE.test(text) ? SINK.test(text) : UNKNOWN_SINK.test(text);
  return interesting && withinSizeLimit(text, MAX_CHARS, notes);
}

/**
 * Whether interpreting a method on its own can report anything: it has a sink token, writes a field
 * other methods may read, or calls a method of the file (generated code holds hundreds that do none).
 */
function mayReport(method: SgNode, ctx: Ctx): boolean {
  const text = method.text();
  if (SINK.test(text) || /(?:\bthis\.|\b_)\w+\s*[+?]?=(?!=)/.test(text)) return true;
  for (const m of text.matchAll(/(\w+)\s*(?:<[^>()]*>)?\(/g)) if (ctx.methods.has(m[1] ?? '') && ctx.methods.get(m[1] ?? '') !== method) return true;
  return false;
}

export function analyzeCsharp(file: string, text: string, notes?: PassNotes): Hit[] {
  const root = parseWithGrammar('csharp', text);
  noteSyntaxError(root, notes);
  return collectHits(file, text, 'cs', (report) => {
    const ctx: Ctx = { file, report, methods: new Map(), fields: new Map(), ...interpreterState(WORK_PER_FILE, 100) };
    const methods: SgNode[] = [];
    const called = new Set<string>();
    const kinds = ['method_declaration', 'local_function_statement', 'field_declaration', 'property_declaration', 'invocation_expression'];
    // One walk collects what the interpreter needs up front (each N-API call costs).
    const fieldFrame = { env: new Map() };
    for (const node of root.findAll({ rule: { any: kinds.map((kind) => ({ kind })) } })) {
      const kind = kindOf(node);
      if (kind === 'invocation_expression') {
        const fn = node.field('function');
        const name = fn && kindOf(fn) === 'identifier' ? fn.text() : /^this\.(\w+)$/.exec(fn?.text() ?? '')?.[1];
        if (name) called.add(name);
      } else if (kind === 'field_declaration') {
        for (const d of named(node).filter((c) => kindOf(c) === 'variable_declaration')) declare(d, ctx, fieldFrame, (name, value) => ctx.fields.set(name, value));
      } else if (kind === 'property_declaration') {
        const name = node.field('name')?.text() ?? '';
        const value = node.field('value');
        ctx.fields.set(name, value ? evalExpr(value, ctx, fieldFrame) : CLEAN);
      } else {
        ctx.methods.set(node.field('name')?.text() ?? '', node);
        methods.push(node);
      }
    }
    execStmt(root, ctx, { env: new Map() });
    const reporting = methods.filter((m) => mayReport(m, ctx));
    runEntries(reporting, (m) => called.has(m.field('name')?.text() ?? ''), ctx, (m) => runEntry(m, ctx));
  }, notes);
}
