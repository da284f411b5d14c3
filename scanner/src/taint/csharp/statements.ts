/**
 * C# statements: declarations (a declared type gives the value its role), branches (each on a copy of
 * the variables, merged after; guard clauses that leave do not flow on), loops (the outermost body
 * twice), switch, try/using/lock, returns. Nested declarations run as entries or at their call sites.
 */
import type { SgNode } from '@ast-grep/napi';
import { addReturn, interpretArms, interpretLoop, statementInterpreter, type StatementRule } from '../interpreter.js';
import { copyEnv, joinEnv, type Env } from '../env.js';
import { roleOfType } from '../languages/csharp.js';
import { kindOf, named } from '../tree.js';
import { CLEAN, flatten, type Value } from '../value.js';
import type { Ctx, Frame } from './context.js';
import { bind, evalExpr } from './expressions.js';
import { alwaysExits, refine } from './refine.js';

const SKIPPED = new Set([
  'class_declaration', 'struct_declaration', 'record_declaration', 'interface_declaration', 'enum_declaration', 'method_declaration',
  'constructor_declaration', 'local_function_statement', 'field_declaration', 'property_declaration', 'using_directive', 'delegate_declaration',
  'break_statement', 'continue_statement', 'empty_statement', 'attribute_list',
]);
const LOOPS = new Set(['for_statement', 'foreach_statement', 'while_statement', 'do_statement']);

/**
 * `var (a, b) = (x, y)`: each name takes the element at its position; from anything else (a call
 * returning a tuple), every name takes the whole value.
 */
function declareTuple(pattern: SgNode, valueNode: SgNode | undefined, ctx: Ctx, frame: Frame, assign: (name: string, value: Value) => void): void {
  const elements = valueNode && kindOf(valueNode) === 'tuple_expression' ? named(valueNode).map((argument) => named(argument).at(-1)) : undefined;
  const whole = elements || !valueNode ? CLEAN : evalExpr(valueNode, ctx, frame);
  named(pattern).filter((c) => kindOf(c) === 'identifier').forEach((name, i) => {
    const element = elements?.[i];
    assign(name.text(), element ? evalExpr(element, ctx, frame) : whole);
  });
}

/** `var x = ...`, `string x = ...`, `SqlCommand cmd = ...` (the declared type's role when the value has none). */
export function declare(declaration: SgNode, ctx: Ctx, frame: Frame, into?: (name: string, value: ReturnType<typeof evalExpr>) => void): void {
  const role = roleOfType(declaration.field('type')?.text() ?? '');
  const assign = (name: string, value: Value): void => {
    const typed = role && !value.role ? { ...value, role } : value;
    if (into) into(name, typed);
    else frame.env.set(name, typed);
  };
  for (const d of named(declaration).filter((c) => kindOf(c) === 'variable_declarator')) {
    const name = d.field('name') ?? named(d).find((c) => kindOf(c) === 'tuple_pattern');
    if (!name) continue;
    const valueNode = named(d).filter((c) => c.id() !== name.id() && kindOf(c) !== 'bracketed_argument_list').at(-1);
    const valueExpr = valueNode && kindOf(valueNode) === 'equals_value_clause' ? named(valueNode)[0] : valueNode;
    if (kindOf(name) === 'tuple_pattern') declareTuple(name, valueExpr, ctx, frame, assign);
    else assign(name.text(), valueExpr ? evalExpr(valueExpr, ctx, frame) : CLEAN);
  }
}

function branches(node: SgNode, ctx: Ctx, frame: Frame): void {
  const cond = node.field('condition') as SgNode;
  const yes = node.field('consequence') ?? named(node).find((c) => c.id() !== cond.id());
  const no = node.field('alternative');
  evalExpr(cond, ctx, frame);
  const before = frame.env;
  const ends: Env[] = [];
  frame.env = refine(cond, copyEnv(before), true, ctx, frame);
  if (yes) execStmt(yes, ctx, frame);
  if (!yes || !alwaysExits(yes)) ends.push(frame.env);
  const notTaken = refine(cond, copyEnv(before), false, ctx, { env: before });
  frame.env = notTaken;
  if (no) {
    execStmt(no, ctx, frame);
    if (!alwaysExits(no)) ends.push(frame.env);
  } else ends.push(notTaken);
  frame.env = ends.length ? ends.reduce(joinEnv) : notTaken;
}

function loop(node: SgNode, ctx: Ctx, frame: Frame): void {
  const body = node.field('body') ?? named(node).at(-1);
  let bindLoop = (): void => undefined;
  if (kindOf(node) === 'foreach_statement') {
    const right = node.field('right');
    const left = node.field('left');
    const items = right ? flatten(evalExpr(right, ctx, frame)) : CLEAN;
    bindLoop = () => {
      if (left) bind(left, items, ctx, frame);
    };
  } else {
    for (const part of named(node).filter((c) => c.id() !== body?.id())) {
      if (kindOf(part) === 'variable_declaration') declare(part, ctx, frame);
      else evalExpr(part, ctx, frame);
    }
  }
  interpretLoop(ctx, frame, () => {
    bindLoop();
    if (body) execStmt(body, ctx, frame);
  });
}

function switchStatement(node: SgNode, ctx: Ctx, frame: Frame): void {
  const value = node.field('value');
  if (value) evalExpr(value, ctx, frame);
  const sections = named(node.field('body') ?? node).filter((c) => kindOf(c) === 'switch_section');
  interpretArms(frame, sections, (section) => {
    for (const stmt of named(section).filter((c) => /statement$/.test(kindOf(c)))) execStmt(stmt, ctx, frame);
  });
}

function returnStatement(node: SgNode, ctx: Ctx, frame: Frame): void {
  const [value] = named(node);
  addReturn(frame, value ? evalExpr(value, ctx, frame) : CLEAN);
}

export const execStmt = statementInterpreter<Ctx, Frame>({
  skipped: SKIPPED,
  rules: new Map([
    ['local_declaration_statement', (node, ctx, frame) => named(node).filter((c) => kindOf(c) === 'variable_declaration').forEach((d) => declare(d, ctx, frame))],
    ['return_statement', returnStatement],
    ['if_statement', branches],
    ['switch_statement', switchStatement],
    ...[...LOOPS].map((kind): [string, StatementRule<Ctx, Frame>] => [kind, loop]),
    ['variable_declaration', (node, ctx, frame) => declare(node, ctx, frame)],
    ['expression_statement', (node, ctx, frame) => named(node).forEach((child) => evalExpr(child, ctx, frame))],
  ]),
  block: /statement|clause|block|compilation_unit|namespace_declaration|declaration_list/,
  evaluate: evalExpr,
});
