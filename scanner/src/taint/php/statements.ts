/**
 * PHP statements: echo and `<?= ?>` (the response body), branches (each on a copy of the variables,
 * merged after; guard clauses that exit do not flow on), loops (the outermost body twice), switch,
 * try, `global`, returns. Declarations are skipped here: they run as entries or at their call sites.
 */
import type { SgNode } from '@ast-grep/napi';
import { interpretArms, interpretLoop } from '../interpreter.js';
import { copyEnv, joinEnv, lookup, type Env } from '../env.js';
import { SINKS } from '../languages/script-api.js';
import { kindOf, named } from '../tree.js';
import { CLEAN, flatten, join } from '../value.js';
import { checkPhpSink } from './calls.js';
import { spend, type Ctx, type Frame } from './context.js';
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

function switchStatement(node: SgNode, ctx: Ctx, frame: Frame): void {
  const cond = node.field('condition');
  if (cond) evalExpr(cond, ctx, frame);
  const arms = named(node.field('body') ?? node).filter((c) => /^(?:case_statement|default_statement)$/.test(kindOf(c)));
  interpretArms(frame, arms, (arm) => {
    for (const stmt of named(arm).slice(kindOf(arm) === 'case_statement' ? 1 : 0)) execStmt(stmt, ctx, frame);
  });
}

export function execStmt(node: SgNode, ctx: Ctx, frame: Frame): void {
  spend(ctx);
  const kind = kindOf(node);
  if (DECLARATIONS.has(kind)) return;
  switch (kind) {
    case 'expression_statement':
      if (ctx.shortEchoes && isShortEcho(node)) echo(node, ctx, frame);
      else for (const child of named(node)) evalExpr(child, ctx, frame);
      return;
    case 'echo_statement':
      echo(node, ctx, frame);
      return;
    case 'return_statement': {
      const [value] = named(node);
      const v = value ? evalExpr(value, ctx, frame) : CLEAN;
      frame.ret = frame.ret ? join(frame.ret, v) : v;
      return;
    }
    case 'if_statement':
      branches(node, ctx, frame);
      return;
    case 'switch_statement':
      switchStatement(node, ctx, frame);
      return;
    case 'global_declaration':
      for (const v of named(node)) frame.env.set(v.text(), lookup(ctx.globals, v.text()));
      return;
    case 'unset_statement':
      for (const v of named(node)) if (kindOf(v) === 'variable_name') frame.env.set(v.text(), CLEAN);
      return;
    default:
      if (LOOPS.has(kind)) loop(node, ctx, frame);
      else if (/statement|clause|block|program|definition|declaration_list/.test(kind)) for (const child of named(node)) execStmt(child, ctx, frame);
      else evalExpr(node, ctx, frame);
  }
}
