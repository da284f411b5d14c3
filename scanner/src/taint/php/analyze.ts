/**
 * Entry point of the PHP analysis: prefilter, parse (HTML around `<?php ... ?>` included), collect the
 * file's functions, constants and properties, run the top-level script, then every function nobody
 * in the file calls (route actions, handlers), and turn the reports into hits with their traces.
 */
import type { SgNode } from '@ast-grep/napi';
import type { Hit } from '../../findings/make-finding.js';
import { collectHits, noteSyntaxError, parseWithGrammar, withinSizeLimit, type PassNotes } from '../file-pass.js';
import { interpreterState, runEntries } from '../interpreter.js';
import type { TaintReport } from '../report.js';
import { kindOf, named } from '../tree.js';
import { CLEAN } from '../value.js';
import type { Ctx } from './context.js';
import { evalExpr } from './expressions.js';
import { runEntry } from './functions.js';
import { execStmt } from './statements.js';

/** A file is parsed only with a sink token and a source token, or a token of a sink reported even for data of unknown origin. */
const SOURCE = /\$_(?:GET|POST|REQUEST|COOKIE|SERVER|FILES)\b|php:\/\/input|\$request\b|\bRequest\s+\$\w+|\brequest\(|Request::|Input::|filter_input|Route::|extends\s+\w*Controller\b/;
const SINK_CALLS = 'query|exec|prepare|\\w+Raw|select|statement|unprepared|system|passthru|shell_exec|popen|proc_open|eval|assert|create_function|preg_replace|fopen|file_get_contents|file_put_contents|readfile|unlink|file|copy|rename|scandir|move_uploaded_file|curl_init|curl_setopt|printf|header|redirect|to|away|response|ldap_search|ldap_list|ldap_read|evaluate|mysqli_\\w+|pg_\\w+|preg_\\w+|createTemplate|Blade::render';
const SINK = new RegExp(`\\b(?:${SINK_CALLS})\\s*\\(|\\b(?:echo|print|include|require)\\b|<\\?=|\`|new\\s+(?:Redirect)?Response\\b|->(?:fetch|display)\\(\\s*["'](?:string|eval):`);
const UNKNOWN_SINK = /->(?:query|exec|prepare)\s*\(|\bmysqli_\w*query\s*\(|\bpg_query\s*\(|DB::|Raw\s*\(|\b(?:system|shell_exec|passthru|popen|proc_open|eval|assert|create_function)\s*\(|(?<![>:\w$])exec\s*\(|`/;

const MAX_CHARS = 200_000;
const WORK_PER_FILE = 5_000;

export function mayNeedPhpAnalysis(file: string, text: string, notes?: PassNotes): boolean {
  if (!/\.(?:php|phtml|inc)$/i.test(file)) return false;
  const interesting = SOURCE.test(text) ? SINK.test(text) : UNKNOWN_SINK.test(text);
  return interesting && withinSizeLimit(text, MAX_CHARS, notes);
}

/**
 * Whether interpreting a function on its own can report anything: it has a sink token, writes a
 * property other methods may read, or calls a function of the file. Generated classes (protobuf, ORM
 * proxies) hold hundreds of methods that do none of these.
 */
function mayReport(fn: SgNode, ctx: Ctx): boolean {
  const text = fn.text();
  if (SINK.test(text) || /\$this->\w+\s*(?:\[[^\]]*\]\s*)?\.?=(?!=)|self::\$\w+\s*=(?!=)/.test(text)) return true;
  for (const m of text.matchAll(/(\w+)\s*\(/g)) if (ctx.functions.has((m[1] ?? '').toLowerCase()) && ctx.functions.get((m[1] ?? '').toLowerCase()) !== fn) return true;
  return false;
}

function newCtx(file: string, text: string, report: (r: TaintReport) => void): Ctx {
  return {
    file,
    report,
    functions: new Map(),
    constants: new Map(),
    fields: new Map(),
    ...interpreterState(WORK_PER_FILE, 100),
    shortEchoes: text.includes('<?='),
    globals: new Map(),
  };
}

/** Constants (`const`, `define`) and property initializers, in order, so a constant may use an earlier one. */
function declare(node: SgNode, ctx: Ctx): void {
  const frame = { env: new Map() };
  const kind = kindOf(node);
  if (kind === 'const_declaration') {
    for (const element of named(node).filter((c) => kindOf(c) === 'const_element')) {
      const [name, value] = named(element);
      if (name) ctx.constants.set(name.text(), value ? evalExpr(value, ctx, frame) : CLEAN);
    }
  } else if (kind === 'property_element') {
    const [name, value] = named(node);
    if (name) ctx.fields.set(name.text().replace(/^\$/, ''), value ? evalExpr(value, ctx, frame) : CLEAN);
  } else if (kind === 'function_call_expression' && node.field('function')?.text().toLowerCase() === 'define') {
    const [nameArg, valueArg] = named(node.field('arguments') as SgNode).map((a) => named(a).at(-1) ?? a);
    const name = nameArg ? evalExpr(nameArg, ctx, frame) : CLEAN;
    if (name.constant && valueArg) ctx.constants.set(String(name.constant.value), evalExpr(valueArg, ctx, frame));
  }
}

export function analyzePhp(file: string, text: string, notes?: PassNotes): Hit[] {
  const root = parseWithGrammar('php', text);
  noteSyntaxError(root, notes);
  return collectHits(file, text, 'php', (report) => {
    const ctx = newCtx(file, text, report);
    const functions: SgNode[] = [];
    const called = new Set<string>();
    const kinds = ['function_definition', 'method_declaration', 'function_call_expression', 'member_call_expression', 'scoped_call_expression', 'const_declaration', 'property_element'];
    // One walk collects what the interpreter needs up front (each N-API call costs).
    for (const node of root.findAll({ rule: { any: kinds.map((kind) => ({ kind })) } })) {
      const kind = kindOf(node);
      const name = (kind === 'function_call_expression' ? node.field('function') : node.field('name'))?.text().toLowerCase() ?? '';
      if (kind === 'function_definition' || kind === 'method_declaration') {
        ctx.functions.set(name, node);
        functions.push(node);
      } else if (kind === 'function_call_expression') {
        called.add(name);
        if (name === 'define') declare(node, ctx);
      } else if (kind === 'member_call_expression') {
        if (node.field('object')?.text() === '$this') called.add(name);
      } else if (kind === 'scoped_call_expression') {
        if (/^(?:self|static|parent)$/.test(node.field('scope')?.text() ?? '')) called.add(name);
      } else declare(node, ctx);
    }
    // Top-level statements without a variable or a source (`if (!defined('X')) define('X', 1);`) change nothing the analysis tracks.
    const script = { env: ctx.globals };
    for (const stmt of named(root)) if (/\$/.test(stmt.text()) || SOURCE.test(stmt.text())) execStmt(stmt, ctx, script);
    ctx.globals = script.env;
    const reporting = functions.filter((fn) => mayReport(fn, ctx));
    runEntries(reporting, (fn) => called.has(fn.field('name')?.text().toLowerCase() ?? ''), ctx, (fn) => runEntry(fn, ctx));
  }, notes);
}
