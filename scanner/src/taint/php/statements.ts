/**
 * PHP statements: echo and `<?= ?>` (the response body), branches (each on a copy of the variables,
 * merged after; guard clauses that exit do not flow on), loops (the outermost body twice), switch,
 * try, `global`, returns. Declarations are skipped here: they run as entries or at their call sites.
 */
import type { SgNode } from '@ast-grep/napi';
import { addReturn, interpretArms, interpretLoop, statementInterpreter, type StatementRule } from '../interpreter.js';
import { copyEnv, joinEnv, lookup, type Env } from '../env.js';
import { SINKS } from '../languages/sink-families.js';
import { kindOf, named } from '../tree.js';
import { CLEAN, flatten } from '../value.js';
import { checkPhpSink } from './calls.js';
import type { Ctx, Frame } from './context.js';
import { bind, evalExpr } from './expressions.js';
import { alwaysExits, refine } from './refine.js';

const DECLARATIONS = new Set([
  'function_definition', 'class_declaration', 'interface_declaration', 'trait_declaration', 'enum_declaration', 'method_declaration',
  'namespace_use_declaration', 'const_declaration', 'property_declaration', 'use_declaration', 'text_interpolation', 'php_tag', 'text',
  'declare_statement', 'namespace_name',
]);
const LOOPS = new Set(['while_statement', 'do_statement', 'for_statement', 'foreach_statement']);

function echo(node: SgNode, ctx: Ctx, frame: Frame): void {
  const [expr] = named(node);
  const items = expr && kindOf(expr) === 'sequence_expression' ? named(expr) : expr ? [expr] : [];
  for (const item of items) checkPhpSink(SINKS.xss, node, [evalExpr(item, ctx, frame)], [item], ctx);
}

/** `<?= $x ?>`: the expression statement right after a `<?=` tag is echoed. */
function isShortEcho(node: SgNode): boolean {
  const before = node.prev();
  return before !== null && kindOf(before) === 'text_interpolation' && /<\?=\s*$/.test(before.text());
}

function branches(node: SgNode, ctx: Ctx, frame: Frame): void {
  const before = frame.env;
  const ends: Env[] = [];
  let notTaken: Env = before;
  let hasElse = false;
  // if / elseif / else: each condition is seen false by the branches after it.
  const arms: { cond?: SgNode; body: SgNode }[] = [];
  const firstBody = node.field('body');
  if (firstBody) arms.push({ cond: node.field('condition') as SgNode, body: firstBody });
  for (const clause of named(node).filter((c) => kindOf(c) === 'else_if_clause' || kindOf(c) === 'else_clause')) {
    const body = clause.field('body') ?? named(clause).at(-1);
    if (!body) continue;
    if (kindOf(clause) === 'else_clause') hasElse = true;
    arms.push({ ...(kindOf(clause) === 'else_if_clause' ? { cond: clause.field('condition') as SgNode } : {}), body });
  }
  for (const arm of arms) {
    frame.env = copyEnv(notTaken);
    if (arm.cond) {
      evalExpr(arm.cond, ctx, frame);
      refine(arm.cond, frame.env, true, ctx, frame);
    }
    execStmt(arm.body, ctx, frame);
    if (!alwaysExits(arm.body)) ends.push(frame.env);
    if (arm.cond) notTaken = refine(arm.cond, copyEnv(notTaken), false, ctx, { env: notTaken });
  }
  const all = hasElse ? ends : [notTaken, ...ends];
  frame.env = all.length ? all.reduce(joinEnv) : notTaken;
}

function switchStatement(node: SgNode, ctx: Ctx, frame: Frame): void {
  const cond = node.field('condition');
  if (cond) evalExpr(cond, ctx, frame);
  const arms = named(node.field('body') ?? node).filter((c) => /^(?:case_statement|default_statement)$/.test(kindOf(c)));
  interpretArms(frame, arms, (arm) => {
    for (const stmt of named(arm).slice(kindOf(arm) === 'case_statement' ? 1 : 0)) execStmt(stmt, ctx, frame);
  });
}

function loop(node: SgNode, ctx: Ctx, frame: Frame): void {
  const body = node.field('body') ?? named(node).at(-1);
  const parts = named(node).filter((c) => c.id() !== body?.id());
  let bindLoop = (): void => undefined;
  if (kindOf(node) === 'foreach_statement') {
    const [collectionNode, target] = parts;
    const collection = collectionNode ? flatten(evalExpr(collectionNode, ctx, frame)) : CLEAN;
    bindLoop = () => {
      if (!target) return;
      for (const t of kindOf(target) === 'pair' ? named(target) : [target]) bind(kindOf(t) === 'by_ref' ? (named(t)[0] ?? t) : t, collection, ctx, frame);
    };
  } else {
    for (const part of parts) evalExpr(part, ctx, frame);
  }
  interpretLoop(ctx, frame, () => {
    bindLoop();
    if (body) execStmt(body, ctx, frame);
  });
}

function expressionStatement(node: SgNode, ctx: Ctx, frame: Frame): void {
  if (ctx.shortEchoes && isShortEcho(node)) echo(node, ctx, frame);
  else for (const child of named(node)) evalExpr(child, ctx, frame);
}

function returnStatement(node: SgNode, ctx: Ctx, frame: Frame): void {
  const [value] = named(node);
  addReturn(frame, value ? evalExpr(value, ctx, frame) : CLEAN);
}

/** `global $x`: the top-level script's variable. */
function globalDeclaration(node: SgNode, ctx: Ctx, frame: Frame): void {
  for (const v of named(node)) frame.env.set(v.text(), lookup(ctx.globals, v.text()));
}

/** `unset($x)`: $x holds nothing from here on. */
function unsetStatement(node: SgNode, _ctx: Ctx, frame: Frame): void {
  for (const v of named(node)) if (kindOf(v) === 'variable_name') frame.env.set(v.text(), CLEAN);
}

export const execStmt = statementInterpreter<Ctx, Frame>({
  skipped: DECLARATIONS,
  rules: new Map([
    ['expression_statement', expressionStatement],
    ['echo_statement', echo],
    ['return_statement', returnStatement],
    ['if_statement', branches],
    ['switch_statement', switchStatement],
    ['global_declaration', globalDeclaration],
    ['unset_statement', unsetStatement],
    ...[...LOOPS].map((kind): [string, StatementRule<Ctx, Frame>] => [kind, loop]),
  ]),
  block: /statement|clause|block|program|definition|declaration_list/,
  evaluate: evalExpr,
});
