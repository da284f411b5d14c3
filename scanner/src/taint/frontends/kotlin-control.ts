/**
 * Kotlin's control flow used as statements or as values, for ./kotlin.ts: `if`, `when` (over constants a
 * switch, an allow-list; otherwise an if/else chain) and `try` hand each branch's last expression to
 * `use`, so what the branches do before their value is kept. Statements inside are lowered through the
 * state's `lowerStmt`/`lowerBlock`.
 */
import type { SgNode } from '@ast-grep/napi';
import type { Expr, Range, Stmt, SwitchCase, Target } from '../ir/nodes.js';
import { kindOf, named, textOf } from '../tree.js';
import { lowerExpr, type KotlinLowering } from './kotlin-expressions.js';
import { rangeOf, unknownOf } from './lowering.js';

export interface KotlinStatements extends KotlinLowering {
  lowerStmt(node: SgNode): Stmt[];
  lowerBlock(node: SgNode): Stmt[];
}

export const bodyOf = (node: SgNode | undefined, cx: KotlinStatements): Stmt[] => (node ? cx.lowerBlock(node) : []);

/** The statements of a branch, its last expression handed to `use` (the value of `if`/`when`/`try` as an expression). */
function branchValue(node: SgNode | undefined, cx: KotlinStatements, use: (value: Expr, range: Range) => Stmt): Stmt[] {
  if (!node) return [];
  const stmts = kindOf(node) === 'control_structure_body' || kindOf(node) === 'statements' ? named(node) : [node];
  const last = stmts.at(-1);
  if (!last) return [];
  const before = stmts.slice(0, -1).flatMap((s) => cx.lowerStmt(s));
  if (kindOf(last) === 'statements') return [...before, ...branchValue(last, cx, use)];
  if (/^(?:property_declaration|assignment|for_statement|while_statement|do_while_statement)$/.test(kindOf(last)) || (kindOf(last) === 'jump_expression' && !/^return/.test(textOf(last)))) return [...before, ...cx.lowerStmt(last)];
  return [...before, ...lowerValue(last, cx, use)];
}

/** A value, possibly control flow: `if`/`when`/`try` become statements that hand each branch's value to `use`. */
export function lowerValue(node: SgNode, cx: KotlinStatements, use: (value: Expr, range: Range) => Stmt): Stmt[] {
  const kind = kindOf(node);
  if (kind === 'if_expression') return lowerIf(node, cx, (b) => branchValue(b, cx, use));
  if (kind === 'when_expression') return lowerWhen(node, cx, (b) => branchValue(b, cx, use));
  if (kind === 'try_expression') return lowerTry(node, cx, (b) => branchValue(b, cx, use));
  if (kind === 'jump_expression') return cx.lowerStmt(node);
  if (kind === 'parenthesized_expression' && named(node)[0]) return lowerValue(named(node)[0] as SgNode, cx, use);
  return [use(lowerExpr(node, cx), rangeOf(node))];
}

export function lowerIf(node: SgNode, cx: KotlinStatements, branch: (body: SgNode | undefined) => Stmt[]): Stmt[] {
  const [condition, ...bodies] = named(node);
  if (!condition) return [];
  const elseBody = bodies[1];
  return [{ k: 'if', test: lowerExpr(condition, cx), then: branch(bodies[0]), ...(elseBody ? { else: branch(elseBody) } : {}), range: rangeOf(node) }];
}

/** One condition of a `when` arm against its subject: `"a"`, `in LISTA` (a `contains`), `is Tipo` (unknown). */
function armTest(condition: SgNode, subject: Expr | undefined, cx: KotlinStatements): { value?: Expr; test: Expr } {
  const range = rangeOf(condition);
  const [test] = named(condition);
  if (!test) return { test: unknownOf(condition, []) };
  if (kindOf(test) === 'range_test' && subject) {
    const set = named(test).at(-1) as SgNode;
    return { test: { k: 'binary', op: /^!in/.test(textOf(test)) ? 'not in' : 'in', left: subject, right: lowerExpr(set, cx), range } };
  }
  if (kindOf(test) === 'type_test') return { test: unknownOf(test, []) };
  const value = lowerExpr(test, cx);
  return { value, test: subject ? { k: 'binary', op: '==', left: subject, right: value, range } : value };
}

/** `when (x) { "a", "b" -> ...; else -> ... }` over constants is a switch (an allow-list); any other `when` is an if/else chain. */
export function lowerWhen(node: SgNode, cx: KotlinStatements, branch: (body: SgNode | undefined) => Stmt[]): Stmt[] {
  const range = rangeOf(node);
  const subjectNode = named(node).find((c) => kindOf(c) === 'when_subject');
  const subjectExpr = subjectNode ? named(subjectNode).at(-1) : undefined;
  const prefix: Stmt[] = [];
  let subject: Expr | undefined;
  if (subjectNode && subjectExpr) {
    // `when (val t = f()) { ... }` binds t.
    const decl = named(subjectNode).find((c) => kindOf(c) === 'variable_declaration');
    subject = lowerExpr(subjectExpr, cx);
    if (decl && named(decl)[0]) {
      const name = textOf(named(decl)[0] as SgNode);
      prefix.push({ k: 'assign', target: { k: 'var', name, range }, value: subject, declare: true, range });
      subject = { k: 'var', name, range };
    }
  }
  const entries = named(node).filter((c) => kindOf(c) === 'when_entry').map((entry) => ({
    entry,
    conditions: named(entry).filter((c) => kindOf(c) === 'when_condition').map((c) => armTest(c, subject, cx)),
    body: named(entry).find((c) => kindOf(c) === 'control_structure_body'),
  }));
  if (subject && entries.every((e) => e.conditions.every((c) => c.value))) {
    const cases = entries.map((e): SwitchCase => ({ tests: e.conditions.map((c) => c.value as Expr), body: [...branch(e.body), { k: 'break', range: rangeOf(e.entry) }], range: rangeOf(e.entry) }));
    return [...prefix, { k: 'switch', subject, cases, range }];
  }
  const fallback = entries.find((e) => e.conditions.length === 0);
  const arms = entries.filter((e) => e !== fallback);
  const chain = (i: number): Stmt[] | undefined => {
    const arm = arms[i];
    if (!arm) return fallback ? branch(fallback.body) : undefined;
    const test = arm.conditions.slice(1).reduce<Expr>((a, b) => ({ k: 'binary', op: '||', left: a, right: b.test, range }), (arm.conditions[0] as { test: Expr }).test);
    const rest = chain(i + 1);
    return [{ k: 'if', test, then: branch(arm.body), ...(rest ? { else: rest } : {}), range: rangeOf(arm.entry) }];
  };
  return [...prefix, ...(chain(0) ?? [])];
}

export function lowerTry(node: SgNode, cx: KotlinStatements, branch: (body: SgNode | undefined) => Stmt[]): Stmt[] {
  const parts = named(node);
  const catchBlock = parts.find((c) => kindOf(c) === 'catch_block');
  const finallyBlock = parts.find((c) => kindOf(c) === 'finally_block');
  const catchName = catchBlock ? named(catchBlock).find((c) => kindOf(c) === 'simple_identifier') : undefined;
  return [{
    k: 'try', body: branch(parts.find((c) => kindOf(c) === 'statements')),
    ...(catchBlock ? { handler: branch(named(catchBlock).find((c) => kindOf(c) === 'statements')), ...(catchName ? { param: { k: 'var', name: textOf(catchName), range: rangeOf(catchName) } as Target } : {}) } : {}),
    ...(finallyBlock ? { finalizer: bodyOf(named(finallyBlock).find((c) => kindOf(c) === 'statements'), cx) } : {}),
    range: rangeOf(node),
  }];
}

/** `f(if (a) x else y)`: a conditional of the branches' last expressions (what they do before is not kept). */
export function controlValue(node: SgNode, cx: KotlinStatements): Expr {
  const range = rangeOf(node);
  const lastOf = (b: SgNode | undefined): Expr => {
    const last = b ? (kindOf(b) === 'control_structure_body' || kindOf(b) === 'statements' ? named(b).at(-1) : b) : undefined;
    if (!last) return { k: 'const', value: null, range };
    return kindOf(last) === 'statements' ? lastOf(last) : lowerExpr(last, cx);
  };
  const kind = kindOf(node);
  if (kind === 'if_expression') {
    const [condition, then, otherwise] = named(node);
    return { k: 'conditional', test: condition ? lowerExpr(condition, cx) : unknownOf(node, []), then: lastOf(then), else: lastOf(otherwise), range };
  }
  if (kind === 'when_expression') return unknownOf(node, named(node).filter((c) => kindOf(c) === 'when_entry').map((e) => lastOf(named(e).find((c) => kindOf(c) === 'control_structure_body'))));
  if (kind === 'try_expression') return unknownOf(node, named(node).flatMap((c) => (kindOf(c) === 'statements' ? [lastOf(c)] : kindOf(c) === 'catch_block' ? [lastOf(named(c).find((x) => kindOf(x) === 'statements'))] : [])));
  return unknownOf(node, []);
}
