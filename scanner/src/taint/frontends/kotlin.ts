/**
 * The Kotlin frontend: @ast-grep/lang-kotlin's grammar to IR (expressions in ./kotlin-expressions.ts, control flow
 * in ./kotlin-control.ts, parameters in ./kotlin-params.ts, package and imports in ./qualified-imports.ts).
 * Entry points are functions nobody in the file calls; a Spring handler's parameters are known by their
 * annotations (`@RequestParam`: decorator rows) or declared types (`HttpServletRequest`: type rows), and
 * lambdas (Ktor's `get("/x") { ... }`, `let`, `forEach`) run where they are written. A class's
 * properties (constructor `val`s and declared ones) are its one object state; a bare property name in a
 * method reads it. `if`/`when`/`try` used as values are lowered as statements that assign each branch's
 * last expression, so what the branches do before their value is kept.
 */
import { parse, type SgNode } from '@ast-grep/napi';
import { ensureGrammars } from '../grammars.js';
import type { ClassField, Expr, FunctionIR, ModuleIR, Stmt, Target } from '../ir/nodes.js';
import { kindOf, named, textOf } from '../tree.js';
import { kotlinInterface } from './qualified-imports.js';
import { constructorOf, rangeOf, unknownOf } from './lowering.js';
import { bodyOf, controlValue, lowerIf, lowerTry, lowerValue, lowerWhen, type KotlinStatements } from './kotlin-control.js';
import { lowerExpr, lowerTarget } from './kotlin-expressions.js';
import { annotationsOf, injectedBy, lambdaParams, lowerParams, typeText } from './kotlin-params.js';

interface Cx extends KotlinStatements {
  functions: FunctionIR[];
  nextId: number;
  byNode: Map<number, FunctionIR>;
  className?: string;
}

const SKIPPED = new Set(['package_header', 'import_list', 'import_header', 'comment', 'line_comment', 'multiline_comment', 'shebang_line', 'file_annotation', 'type_alias']);
const FUNCTIONS = new Set(['function_declaration', 'lambda_literal', 'anonymous_function']);
const CLASSES = new Set(['class_declaration', 'object_declaration', 'companion_object']);

/** Names a function declares (parameters, locals, lambda parameters): inside it they shadow the class's properties. */
function declaredNames(node: SgNode): Set<string> {
  const names = node.findAll({ rule: { kind: 'simple_identifier', any: [{ inside: { kind: 'variable_declaration' } }, { inside: { kind: 'parameter' } }] } }).map(textOf);
  return new Set(names);
}

/** A lambda's last expression is its value. */
function withResult(body: Stmt[]): Stmt[] {
  const last = body.at(-1);
  if (last?.k !== 'expr') return body;
  return [...body.slice(0, -1), { k: 'return', value: last.expr, range: last.range }];
}

function lowerFunctionNode(node: SgNode, cx: Cx): FunctionIR {
  const known = cx.byNode.get(node.id());
  if (known) return known;
  const kind = kindOf(node);
  const lambda = kind === 'lambda_literal';
  const nameNode = kind === 'function_declaration' ? named(node).find((c) => kindOf(c) === 'simple_identifier') : undefined;
  const className = cx.className;
  const fields = cx.fields;
  const fn: FunctionIR = {
    id: cx.nextId++, name: nameNode ? textOf(nameNode) : '', params: lambda ? lambdaParams(node) : lowerParams(node), body: [],
    decorators: annotationsOf(named(node).find((c) => kindOf(c) === 'modifiers')), ...(className && !lambda ? { className } : {}), range: rangeOf(node),
  };
  cx.functions.push(fn);
  cx.byNode.set(node.id(), fn);
  const lowerBody = (): Stmt[] => {
    const outer = { fields: cx.fields, className: cx.className };
    const shadowed = declaredNames(node);
    cx.fields = new Set([...fields].filter((f) => !shadowed.has(f)));
    cx.className = className;
    try {
      if (lambda) return withResult(named(node).filter((c) => kindOf(c) === 'statements').flatMap((s) => lowerBlock(s, cx)));
      const body = named(node).find((c) => kindOf(c) === 'function_body');
      const inner = body ? named(body)[0] : named(node).find((c) => kindOf(c) === 'statements');
      if (!inner) return [];
      if (kindOf(inner) === 'statements') return lowerBlock(inner, cx);
      fn.expressionBody = true;
      return lowerValue(inner, cx, (value, range) => ({ k: 'return', value, range }));
    } finally {
      cx.fields = outer.fields;
      cx.className = outer.className;
    }
  };
  let body: Stmt[] | undefined;
  Object.defineProperty(fn, 'body', { enumerable: true, get: () => (body ??= lowerBody()), set: (value: Stmt[]) => { body = value; } });
  return fn;
}

/** `val x = buildString { append(a); append(b) }`: x starts empty and each bare `append` writes it. */
function buildString(node: SgNode, name: string, cx: Cx): Stmt[] | undefined {
  const [callee, suffix] = named(node);
  if (kindOf(node) !== 'call_expression' || !callee || textOf(callee) !== 'buildString' || !suffix) return undefined;
  const lambda = named(suffix).find((c) => kindOf(c) === 'annotated_lambda');
  const statements = lambda ? named(lambda).find((c) => kindOf(c) === 'lambda_literal') : undefined;
  if (!statements || named(suffix).some((c) => kindOf(c) === 'value_arguments')) return undefined;
  const range = rangeOf(node);
  const outer = cx.builder;
  cx.builder = name;
  try {
    const body = named(statements).filter((c) => kindOf(c) === 'statements').flatMap((s) => lowerBlock(s, cx));
    return [{ k: 'assign', target: { k: 'var', name, range }, value: { k: 'const', value: '', range }, declare: true, range }, ...body];
  } finally {
    cx.builder = outer;
  }
}

/** `val x = v`, `val (a, b) = par`: the value, control flow included, bound to the names. */
function lowerProperty(node: SgNode, cx: Cx): Stmt[] {
  const range = rangeOf(node);
  const parts = named(node);
  const decl = parts.find((c) => kindOf(c) === 'variable_declaration' || kindOf(c) === 'multi_variable_declaration');
  const valueNode = parts.filter((c) => !/^(?:binding_pattern_kind|variable_declaration|multi_variable_declaration|modifiers|type_constraints|property_delegate|getter|setter|type_parameters)$/.test(kindOf(c))).at(-1);
  if (!decl) return valueNode ? [{ k: 'expr', expr: lowerExpr(valueNode, cx), range }] : [];
  const target: Target = kindOf(decl) === 'variable_declaration'
    ? lowerTarget(named(decl)[0] as SgNode, { ...cx, fields: new Set() })
    : { k: 'listPattern', items: named(decl).map((v): Target => (textOf(named(v)[0] ?? v) === '_' ? { k: 'unknownTarget', parts: [], range: rangeOf(v) } : { k: 'var', name: textOf(named(v)[0] ?? v), range: rangeOf(v) })), range };
  if (!valueNode) return [{ k: 'assign', target, declare: true, range }];
  if (target.k === 'var') {
    const built = buildString(valueNode, target.name, cx);
    if (built) return built;
  }
  return lowerValue(valueNode, cx, (value, at) => ({ k: 'assign', target, value, declare: true, range: at }));
}

function lowerAssignment(node: SgNode, cx: Cx): Stmt[] {
  const [targetNode, valueNode] = named(node);
  if (!targetNode || !valueNode) return [];
  const operator = node.children().filter((c) => !c.isNamed()).map((c) => c.text()).find((t) => /=$/.test(t)) ?? '=';
  const op = operator === '=' ? undefined : operator;
  const target = lowerTarget(targetNode, cx);
  return lowerValue(valueNode, cx, (value, at) => ({ k: 'assign', target, value, ...(op ? { op } : {}), range: at }));
}

function lowerLoop(node: SgNode, cx: Cx): Stmt[] {
  const range = rangeOf(node);
  const parts = named(node);
  const bodyNode = parts.find((c) => kindOf(c) === 'control_structure_body');
  const body = bodyOf(bodyNode, cx);
  if (kindOf(node) === 'for_statement') {
    const variable = parts.find((c) => kindOf(c) === 'variable_declaration' || kindOf(c) === 'multi_variable_declaration');
    const iterable = parts.find((c) => c !== variable && c !== bodyNode && !/^(?:annotation|label)$/.test(kindOf(c)));
    const binding: Target | undefined = !variable ? undefined : kindOf(variable) === 'variable_declaration'
      ? { k: 'var', name: textOf(named(variable)[0] ?? variable), range: rangeOf(variable) }
      : { k: 'listPattern', items: named(variable).map((v): Target => ({ k: 'var', name: textOf(named(v)[0] ?? v), range: rangeOf(v) })), range: rangeOf(variable) };
    return [{ k: 'loop', ...(binding ? { binding } : {}), ...(iterable ? { iterable: lowerExpr(iterable, cx) } : {}), body, range }];
  }
  const test = parts.find((c) => c !== bodyNode);
  return [{ k: 'loop', ...(test ? { test: lowerExpr(test, cx) } : {}), body, ...(kindOf(node) === 'do_while_statement' ? { testAfter: true } : {}), range }];
}

function lowerJump(node: SgNode, cx: Cx): Stmt[] {
  const range = rangeOf(node);
  const text = textOf(node);
  const [value] = named(node).filter((c) => kindOf(c) !== 'label');
  if (/^return/.test(text)) return value ? lowerValue(value, cx, (v, at) => ({ k: 'return', value: v, range: at })) : [{ k: 'return', range }];
  if (/^throw/.test(text)) return [{ k: 'throw', value: value ? lowerExpr(value, cx) : unknownOf(node, []), range }];
  return [{ k: /^continue/.test(text) ? 'continue' : 'break', range }];
}

/** A class or object: its properties (constructor `val`s, declared ones with their values) and its methods. */
function lowerClass(node: SgNode, cx: Cx): Stmt[] {
  const range = rangeOf(node);
  const nameNode = named(node).find((c) => kindOf(c) === 'type_identifier');
  // A companion object is its class's static side: `Classe.metodo()` names its methods (here and from other files).
  const companionOf = kindOf(node) === 'companion_object' ? cx.className : undefined;
  const name = nameNode && !companionOf ? textOf(nameNode) : companionOf ?? `<objeto ${node.id()}>`;
  const allParams = node.findAll({ rule: { kind: 'class_parameter', inside: { kind: 'primary_constructor', inside: { kind: kindOf(node), stopBy: 'end' } } } });
  const constructorParams = allParams.filter((p) => named(p).some((c) => kindOf(c) === 'binding_pattern_kind'));
  const paramName = (p: SgNode): string => textOf(named(p).find((c) => kindOf(c) === 'simple_identifier') ?? p);
  const body = named(node).find((c) => kindOf(c) === 'class_body' || kindOf(c) === 'enum_class_body');
  const members = body ? named(body) : [];
  const properties = members.filter((m) => kindOf(m) === 'property_declaration');
  const propertyName = (p: SgNode): string => textOf(named(named(p).find((c) => kindOf(c) === 'variable_declaration') ?? p)[0] ?? p);
  const outer = { fields: cx.fields, className: cx.className };
  cx.fields = new Set([...constructorParams.map(paramName), ...properties.map(propertyName)]);
  // `RequisicaoCobranca(request)` stores its `val`s: the methods read them from the object.
  if (constructorParams.length) cx.functions.push(constructorOf(cx.nextId++, name, allParams.map(paramName), node, new Set(constructorParams.map(paramName))));
  cx.className = name;
  try {
    const modifiers = (p: SgNode): SgNode | undefined => named(p).find((c) => kindOf(c) === 'modifiers');
    const fields: ClassField[] = properties.map((p) => {
      const valueNode = named(p).filter((c) => !/^(?:binding_pattern_kind|variable_declaration|modifiers|type_constraints|property_delegate|getter|setter)$/.test(kindOf(c))).at(-1);
      return { name: propertyName(p), ...(valueNode ? { value: lowerExpr(valueNode, cx) } : injectedBy(modifiers(p))), range: rangeOf(p) };
    });
    // A constructor property the framework fills (`@Value("\${a.b}") private val algoritmo: String`): no call in the code makes the object.
    for (const p of constructorParams) {
      const injected = injectedBy(modifiers(p));
      if (injected.annotationArgs) fields.push({ name: paramName(p), ...injected, range: rangeOf(p) });
    }
    const methods = members.filter((m) => kindOf(m) === 'function_declaration').map((m) => lowerFunctionNode(m, cx));
    const fieldTypes = Object.fromEntries([...constructorParams.map((p) => [paramName(p), typeText(named(p).find((c) => /type$/.test(kindOf(c))))]), ...properties.map((p) => [propertyName(p), typeText(named(named(p).find((c) => kindOf(c) === 'variable_declaration') ?? p)[1])])]) as Record<string, string>;
    // A companion object's properties (`const val TABELA`) are read by bare name anywhere in the file.
    if (kindOf(node) === 'companion_object') {
      cx.fields = new Set();
      return [{ k: 'class', name, fields, methods, fieldTypes, range }, ...properties.flatMap((p) => lowerProperty(p, cx))];
    }
    const nested = members.filter((m) => CLASSES.has(kindOf(m))).flatMap((m) => lowerClass(m, cx));
    // `init { ... }` blocks run with the object.
    for (const init of members.filter((m) => kindOf(m) === 'anonymous_initializer')) lowerFunctionNode(init, cx);
    return [{ k: 'class', name, fields, methods, fieldTypes, range }, ...nested];
  } finally {
    cx.fields = outer.fields;
    cx.className = outer.className;
  }
}

function lowerStmt(node: SgNode, cx: Cx): Stmt[] {
  const kind = kindOf(node);
  const range = rangeOf(node);
  if (SKIPPED.has(kind)) return [];
  switch (kind) {
    case 'statements':
    case 'control_structure_body':
    case 'source_file':
      return lowerBlock(node, cx);
    case 'property_declaration':
      return lowerProperty(node, cx);
    case 'assignment':
      return lowerAssignment(node, cx);
    case 'for_statement':
    case 'while_statement':
    case 'do_while_statement':
      return lowerLoop(node, cx);
    case 'if_expression':
      return lowerIf(node, cx, (b) => bodyOf(b, cx));
    case 'when_expression':
      return lowerWhen(node, cx, (b) => bodyOf(b, cx));
    case 'try_expression':
      return lowerTry(node, cx, (b) => bodyOf(b, cx));
    case 'jump_expression':
      return lowerJump(node, cx);
    case 'function_declaration':
      return [{ k: 'function', fn: lowerFunctionNode(node, cx), range }];
    case 'class_declaration':
    case 'object_declaration':
    case 'companion_object':
      return lowerClass(node, cx);
  }
  const chain = builderChain(node, cx);
  if (chain) return chain;
  return [{ k: 'expr', expr: lowerExpr(node, cx), range }];
}

const BUILDER_METHODS = new Set(['append', 'appendLine']);

/** `sql.append(a).append(b)`: a StringBuilder hands itself back, so each append writes `sql` (one statement each). */
function builderChain(node: SgNode, cx: Cx): Stmt[] | undefined {
  const calls: SgNode[] = [];
  let at: SgNode | undefined = node;
  while (at && kindOf(at) === 'call_expression') {
    const callee: SgNode | undefined = named(at)[0];
    const member: SgNode | undefined = callee && kindOf(callee) === 'navigation_expression' ? named(named(callee)[1] ?? callee)[0] : undefined;
    if (!callee || !member || !BUILDER_METHODS.has(textOf(member))) return undefined;
    calls.unshift(at);
    at = named(callee)[0];
  }
  if (calls.length < 2 || !at || kindOf(at) !== 'simple_identifier') return undefined;
  const root = at;
  return calls.map((call): Stmt => {
    const lowered = lowerExpr(call, cx);
    if (lowered.k !== 'call' || lowered.callee.k !== 'member') return { k: 'expr', expr: lowered, range: rangeOf(call) };
    const callee: Expr = { ...lowered.callee, object: lowerExpr(root, cx), text: `${textOf(root)}.${lowered.callee.name}` };
    return { k: 'expr', expr: { ...lowered, callee }, range: rangeOf(call) };
  });
}

function lowerBlock(node: SgNode, cx: Cx): Stmt[] {
  const statements = named(node);
  const out: Stmt[] = [];
  for (let i = 0; i < statements.length; i++) {
    const stmt = statements[i] as SgNode;
    const next = statements[i + 1];
    // The grammar sometimes reads `return emptyList()` as a bare `return` and a call: on one line, they are one return.
    if (kindOf(stmt) === 'jump_expression' && /^return(?:@\w+)?$/.test(textOf(stmt)) && next && next.range().start.line === stmt.range().end.line) {
      out.push(...lowerValue(next, cx, (value, range) => ({ k: 'return', value, range })));
      i++;
    } else out.push(...lowerStmt(stmt, cx));
  }
  return out;
}

export function parseKotlin(text: string): SgNode {
  ensureGrammars();
  return parse('kotlin', text).root();
}

export function lowerKotlin(file: string, root: SgNode): ModuleIR {
  const cx: Cx = {
    functions: [], nextId: 0, called: new Set(), byNode: new Map(), fields: new Set(),
    lowerFunction: (node) => lowerFunctionNode(node, cx),
    // Control flow in the middle of an expression (an argument): the value of either branch.
    lowerControl: (node) => controlValue(node, cx),
    lowerStmt: (node) => lowerStmt(node, cx),
    lowerBlock: (node) => lowerBlock(node, cx),
  };
  const body = lowerBlock(root, cx);
  for (const node of root.findAll({ rule: { any: [...FUNCTIONS].map((kind) => ({ kind })) } })) if (!cx.byNode.has(node.id())) lowerFunctionNode(node, cx);
  for (const fn of cx.functions) void fn.body;
  return { file, language: 'kotlin', body, functions: cx.functions, calledNames: cx.called, ...kotlinInterface(root) };
}

