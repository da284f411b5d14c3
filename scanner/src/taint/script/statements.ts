/**
 * Statements of JavaScript/TypeScript and Python: declarations, branches (each on a copy of the
 * variables, merged after), loops (body twice, merged with "not run"), returns. Nested function and
 * class declarations are skipped here: they run as entries or at their call sites.
 */
import type { SgNode } from '@ast-grep/napi';
import { addReturn, interpretLoop } from '../interpreter.js';
import { copyEnv, joinEnv } from '../env.js';
import { SINKS } from '../languages/script-api.js';
import { CLEAN, flatten } from '../value.js';
import { spend, type Ctx, type Frame } from './context.js';
import { bind, evalExpr } from './expressions.js';
import { checkSink } from './functions.js';
import { kindOf, named } from './parser.js';
import { alwaysExits, refine } from './refine.js';

const DECLARATIONS = new Set([
  'function_declaration', 'generator_function_declaration', 'function_definition', 'class_declaration', 'class_definition', 'class',
  'decorated_definition', 'method_definition', 'import_statement', 'import_from_statement', 'future_import_statement', 'interface_declaration',
  'type_alias_declaration', 'enum_declaration',
]);
const LOOPS = new Set(['for_statement', 'for_in_statement', 'while_statement', 'do_statement']);
const FUNCTION_VALUES = new Set(['arrow_function', 'function_expression', 'function']);

export function runBlock(node: SgNode, ctx: Ctx, frame: Frame): void {
  for (const child of named(node)) execStmt(child, ctx, frame);
}

function branches(node: SgNode, ctx: Ctx, frame: Frame): void {
  const condition = node.field('condition');
  if (condition) evalExpr(condition, ctx, frame);
  const consequence = node.field('consequence');
  const before = frame.env;
  const ends = [];
  let hasElse = false;
  for (const branch of named(node)) {
    if (condition && branch.id() === condition.id()) continue;
    hasElse ||= branch.kind() === 'else_clause';
    frame.env = copyEnv(before);
    if (condition && branch.id() === consequence?.id()) refine(condition, frame.env, true, ctx, frame);
    execStmt(branch, ctx, frame);
    // A guard clause (`if (!PERMITIDOS.includes(x)) return;`) leaves: its end does not flow on.
    if (!(consequence && branch.id() === consequence.id() && alwaysExits(consequence))) ends.push(frame.env);
  }
  // Without an else, the path where no branch ran merges too (refined by the condition being false).
  const notTaken = condition ? refine(condition, copyEnv(before), false, ctx, { env: before }) : before;
  const all = hasElse ? ends : [notTaken, ...ends];
  frame.env = all.length ? all.reduce(joinEnv) : notTaken;
}

function loop(node: SgNode, ctx: Ctx, frame: Frame): void {
  const right = node.field('right');
  const left = node.field('left');
  const collection = right ? evalExpr(right, ctx, frame) : CLEAN;
  const condition = node.field('condition');
  if (condition) evalExpr(condition, ctx, frame);
  const body = node.field('body');
  interpretLoop(ctx, frame, () => {
    if (left) bind(left, flatten(collection), ctx, frame);
    if (body) execStmt(body, ctx, frame);
  });
}

export function execStmt(node: SgNode, ctx: Ctx, frame: Frame): void {
  spend(ctx);
  const kind = kindOf(node);
  if (DECLARATIONS.has(kind)) return;
  if (kind === 'lexical_declaration' || kind === 'variable_declaration') {
    for (const d of named(node).filter((c) => c.kind() === 'variable_declarator')) {
      const value = d.field('value');
      const target = d.field('name') as SgNode;
      // `const buscar = (cpf) => ...` is a function of the file: it runs as an entry or where it is called.
      if (value && FUNCTION_VALUES.has(String(value.kind())) && ctx.functions.get(target.text()) === value) continue;
      bind(target, value ? evalExpr(value, ctx, frame) : CLEAN, ctx, frame);
    }
  } else if (kind === 'return_statement') {
    const [value] = named(node);
    const v = value ? evalExpr(value, ctx, frame) : CLEAN;
    // A Flask view returning a string built here sends it as HTML (jsonify/dicts are JSON: not checked).
    if (frame.htmlReturn && value && /^(?:string|binary_operator)$/.test(kindOf(value))) checkSink(SINKS.xss, node, [v], [value], ctx);
    addReturn(frame, v);
  } else if (kind === 'if_statement') {
    branches(node, ctx, frame);
  } else if (LOOPS.has(kind)) {
    loop(node, ctx, frame);
  } else if (kind === 'expression_statement' || !/statement|clause|block|program|module/.test(kind)) {
    for (const child of kind === 'expression_statement' ? named(node) : [node]) evalExpr(child, ctx, frame);
  } else {
    runBlock(node, ctx, frame);
  }
}
