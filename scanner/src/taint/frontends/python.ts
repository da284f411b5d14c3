/**
 * The Python frontend: @ast-grep/lang-python's grammar to IR (expressions in ./python-expressions.ts).
 * Entry points: functions nobody in the file calls (views, routes, exports); their decorators go with
 * them so the models can tell a route's parameters and its returned body.
 */
import { parse, type SgNode } from '@ast-grep/napi';
import { ensureGrammars } from '../grammars.js';
import type { Expr, FunctionIR, ModuleIR, Param, Range, Stmt, SwitchCase, Target } from '../ir/nodes.js';
import { fieldOf, kindOf, named, textOf } from '../tree.js';
import { rangeOf, statementLowering, unknownOf } from './lowering.js';
import { pythonInterface } from './python-imports.js';
import { lowerExpr, lowerTarget, type PyLowering } from './python-expressions.js';

const SKIPPED = new Set(['import_statement', 'import_from_statement', 'future_import_statement', 'pass_statement', 'global_statement', 'nonlocal_statement', 'comment', 'type_alias_statement']);

interface Cx extends PyLowering {
  functions: FunctionIR[];
  nextId: number;
  /** Functions by tree node: one IR function per node, whether met in a body or in the file-wide walk. */
  byNode: Map<number, FunctionIR>;
}

function lowerParam(node: SgNode, cx: Cx): Param {
  const kind = kindOf(node);
  const nameNode = kind === 'identifier' ? node : (fieldOf(node, 'name') ?? named(node).find((c) => kindOf(c) === 'identifier') ?? node);
  const value = fieldOf(node, 'value');
  const type = fieldOf(node, 'type');
  const splat = /splat_pattern$/.test(kind);
  const target: Target = splat ? { k: 'unknownTarget', parts: [{ k: 'var', name: textOf(nameNode), range: rangeOf(nameNode) }], range: rangeOf(node) } : { k: 'var', name: textOf(nameNode), range: rangeOf(nameNode) };
  return { target, name: splat ? '' : textOf(nameNode), text: textOf(node), type: type ? textOf(type) : '', decorators: [], ...(value ? { defaultValue: lowerExpr(value, cx) } : {}), range: rangeOf(node) };
}

/** Runs `lower` with `self`/`cls` meaning the object (or not), as inside the function being lowered. */
function within<T>(cx: Cx, inClass: boolean, lower: () => T): T {
  const outer = cx.inClass;
  cx.inClass = inClass;
  try {
    return lower();
  } finally {
    cx.inClass = outer;
  }
}

function lowerFunctionNode(node: SgNode, name: string, cx: Cx, decorators: string[] = [], className?: string): FunctionIR {
  const known = cx.byNode.get(node.id());
  if (known) return known;
  const list = fieldOf(node, 'parameters');
  const inClass = className !== undefined || (cx.inClass && kindOf(node) === 'lambda');
  const params = within(cx, inClass, () => (list ? named(list).filter((p) => kindOf(p) !== 'keyword_separator' && kindOf(p) !== 'positional_separator').map((p) => lowerParam(p, cx)) : []));
  const bodyNode = fieldOf(node, 'body');
  const nameNode = fieldOf(node, 'name');
  const fn: FunctionIR = { id: cx.nextId++, name: name || (nameNode ? textOf(nameNode) : ''), params, body: [], decorators, ...(className ? { className } : {}), range: rangeOf(node) };
  if (kindOf(node) === 'lambda') fn.expressionBody = true;
  cx.functions.push(fn);
  cx.byNode.set(node.id(), fn);
  const lowerBody = (): Stmt[] => within(cx, inClass, () => (!bodyNode ? [] : kindOf(bodyNode) === 'block' ? lowerBlock(bodyNode, cx) : [{ k: 'return' as const, value: lowerExpr(bodyNode, cx), range: rangeOf(bodyNode) }]));
  // Lowered when first read: the engine reads only the bodies it runs.
  let body: Stmt[] | undefined;
  Object.defineProperty(fn, 'body', { enumerable: true, get: () => (body ??= lowerBody()), set: (value: Stmt[]) => { body = value; } });
  return fn;
}

function decoratorName(node: SgNode): string {
  return /@([\w.]+)/.exec(textOf(node))?.[1] ?? '';
}

function lowerClass(node: SgNode, cx: Cx): Stmt {
  const name = textOf(fieldOf(node, 'name') as SgNode);
  const fields: { name: string; value?: Expr; range: ReturnType<typeof rangeOf> }[] = [];
  const methods: FunctionIR[] = [];
  for (const member of named(fieldOf(node, 'body') ?? node)) {
    const decorated = kindOf(member) === 'decorated_definition';
    const definition = decorated ? fieldOf(member, 'definition') : member;
    if (definition && kindOf(definition) === 'function_definition') {
      const decorators = decorated ? named(member).filter((c) => kindOf(c) === 'decorator').map(decoratorName) : [];
      methods.push(lowerFunctionNode(definition, '', cx, decorators, name));
    } else if (kindOf(member) === 'expression_statement' && named(member)[0] && kindOf(named(member)[0] as SgNode) === 'assignment') {
      const assignment = named(member)[0] as SgNode;
      const left = fieldOf(assignment, 'left');
      const right = fieldOf(assignment, 'right');
      if (left && kindOf(left) === 'identifier') fields.push({ name: textOf(left), ...(right ? { value: lowerExpr(right, cx) } : {}), range: rangeOf(member) });
    }
  }
  return { k: 'class', name, fields, methods, range: rangeOf(node) };
}

function lowerIf(node: SgNode, cx: Cx): Stmt {
  const alternatives = named(node).filter((c) => kindOf(c) === 'elif_clause' || kindOf(c) === 'else_clause');
  // `elif` chains nest as if/else.
  const chain = (i: number): Stmt[] | undefined => {
    const clause = alternatives[i];
    if (!clause) return undefined;
    if (kindOf(clause) === 'else_clause') return lowerBlock(fieldOf(clause, 'body') ?? (named(clause)[0] as SgNode), cx);
    const rest = chain(i + 1);
    return [{ k: 'if', test: lowerExpr(fieldOf(clause, 'condition') as SgNode, cx), then: lowerBlock(fieldOf(clause, 'consequence') as SgNode, cx), ...(rest ? { else: rest } : {}), range: rangeOf(clause) }];
  };
  const otherwise = chain(0);
  return { k: 'if', test: lowerExpr(fieldOf(node, 'condition') as SgNode, cx), then: lowerBlock(fieldOf(node, 'consequence') as SgNode, cx), ...(otherwise ? { else: otherwise } : {}), range: rangeOf(node) };
}

function lowerTry(node: SgNode, cx: Cx): Stmt {
  const clauses = named(node);
  const handlers = clauses.filter((c) => kindOf(c) === 'except_clause' || kindOf(c) === 'except_group_clause');
  const finalizer = clauses.find((c) => kindOf(c) === 'finally_clause');
  const elseClause = clauses.find((c) => kindOf(c) === 'else_clause');
  const alias = handlers.map((h) => h.find({ rule: { kind: 'as_pattern_target' } })).find(Boolean);
  const handlerBody = handlers.flatMap((h) => named(h).filter((c) => kindOf(c) === 'block').flatMap((b) => lowerBlock(b, cx)));
  const body = [...lowerBlock(fieldOf(node, 'body') as SgNode, cx), ...(elseClause ? lowerBlock(fieldOf(elseClause, 'body') ?? (named(elseClause)[0] as SgNode), cx) : [])];
  return {
    k: 'try', body, range: rangeOf(node),
    ...(alias && named(alias)[0] ? { param: lowerTarget(named(alias)[0] as SgNode, cx) } : {}),
    ...(handlers.length ? { handler: handlerBody } : {}),
    ...(finalizer ? { finalizer: named(finalizer).flatMap((b) => lowerBlock(b, cx)) } : {}),
  };
}

/** `with open(x) as f:` binds f to the call's value, then runs the body. */
function lowerWith(node: SgNode, cx: Cx): Stmt[] {
  const items = node.findAll({ rule: { kind: 'with_item' } }).filter((i) => i.parent()?.parent()?.id() === node.id());
  const bindings = items.map((item): Stmt => {
    const [value] = named(item);
    if (value && kindOf(value) === 'as_pattern') {
      const [expr, alias] = named(value);
      const target = alias && named(alias)[0] ? lowerTarget(named(alias)[0] as SgNode, cx) : undefined;
      if (expr && target) return { k: 'assign', target, value: lowerExpr(expr, cx), declare: true, range: rangeOf(item) };
    }
    return { k: 'expr', expr: value ? lowerExpr(value, cx) : unknownOf(item, []), range: rangeOf(item) };
  });
  return [...bindings, ...lowerBlock(fieldOf(node, 'body') as SgNode, cx)];
}

/** `match`: each case a switch case; literal patterns (and `|` of literals) are its tests, others a default-like arm. */
function lowerMatch(node: SgNode, cx: Cx): Stmt {
  const body = fieldOf(node, 'body') ?? named(node).at(-1);
  const cases = named(body as SgNode).filter((c) => kindOf(c) === 'case_clause').map((c): SwitchCase => {
    const pattern = named(c).find((p) => kindOf(p) === 'case_pattern');
    const literals = pattern ? pattern.findAll({ rule: { any: [{ kind: 'string' }, { kind: 'integer' }, { kind: 'float' }] } }) : [];
    const onlyLiterals = pattern !== undefined && literals.length > 0 && /^[\s"'\w.|-]+$/.test(textOf(pattern)) && !/\bas\b/.test(textOf(pattern));
    const consequence = fieldOf(c, 'consequence') ?? named(c).find((b) => kindOf(b) === 'block');
    return { tests: onlyLiterals ? literals.map((l) => lowerExpr(l, cx)) : [], body: [...(consequence ? lowerBlock(consequence, cx) : []), { k: 'break', range: rangeOf(c) }], range: rangeOf(c) };
  });
  return { k: 'switch', subject: lowerExpr(fieldOf(node, 'subject') ?? (named(node)[0] as SgNode), cx), cases, range: rangeOf(node) };
}

function lowerExpressionStatement(node: SgNode, cx: Cx): Stmt[] {
  return named(node).map((e): Stmt => {
    const kind = kindOf(e);
    if (kind === 'assignment' || kind === 'augmented_assignment') {
      const right = fieldOf(e, 'right');
      const op = kind === 'augmented_assignment' ? (fieldOf(e, 'operator')?.text() ?? '+=') : undefined;
      return { k: 'assign', target: lowerTarget(fieldOf(e, 'left') as SgNode, cx), ...(right ? { value: lowerExpr(right, cx) } : {}), ...(op ? { op } : {}), range: rangeOf(e) };
    }
    return { k: 'expr', expr: lowerExpr(e, cx), range: rangeOf(e) };
  });
}

const lowerStmt = statementLowering(SKIPPED, lowerExpr, lowerPythonStatement);

function lowerPythonStatement(node: SgNode, kind: string, range: Range, cx: Cx): Stmt[] {
  switch (kind) {
    case 'expression_statement':
      return lowerExpressionStatement(node, cx);
    case 'function_definition':
      return [{ k: 'function', fn: lowerFunctionNode(node, '', cx), range }];
    case 'decorated_definition': {
      const definition = fieldOf(node, 'definition') as SgNode;
      if (kindOf(definition) === 'class_definition') return [lowerClass(definition, cx)];
      const decorators = named(node).filter((c) => kindOf(c) === 'decorator').map(decoratorName);
      return [{ k: 'function', fn: lowerFunctionNode(definition, '', cx, decorators), range }];
    }
    case 'class_definition':
      return [lowerClass(node, cx)];
    case 'if_statement':
      return [lowerIf(node, cx)];
    case 'for_statement':
      return [{ k: 'loop', binding: lowerTarget(fieldOf(node, 'left') as SgNode, cx), iterable: lowerExpr(fieldOf(node, 'right') as SgNode, cx), body: lowerBlock(fieldOf(node, 'body') as SgNode, cx), range }];
    case 'while_statement':
      return [{ k: 'loop', test: lowerExpr(fieldOf(node, 'condition') as SgNode, cx), body: lowerBlock(fieldOf(node, 'body') as SgNode, cx), range }];
    case 'try_statement':
      return [lowerTry(node, cx)];
    case 'with_statement':
      return lowerWith(node, cx);
    case 'match_statement':
      return [lowerMatch(node, cx)];
    case 'return_statement': {
      const [value] = named(node);
      return [{ k: 'return', ...(value ? { value: lowerExpr(value, cx) } : {}), range }];
    }
    case 'block':
    case 'module':
      return lowerBlock(node, cx);
  }
  return [{ k: 'expr', expr: unknownOf(node, named(node).map((c) => lowerExpr(c, cx))), range }];
}

function lowerBlock(node: SgNode, cx: Cx): Stmt[] {
  return named(node).flatMap((s) => lowerStmt(s, cx));
}

/** The class a `def` belongs to (directly in its body, decorated or not), if any. */
function classOf(definition: SgNode): string | undefined {
  const holder = definition.parent()?.kind() === 'decorated_definition' ? definition.parent() : definition;
  const owner = holder?.parent()?.parent();
  return owner && kindOf(owner) === 'class_definition' ? textOf(fieldOf(owner, 'name') as SgNode) : undefined;
}

/**
 * One walk over the file finds what bodies not yet lowered hold: the names called (`f()`, `self.f()`) and
 * the functions at any depth, so entry points are known without lowering every body.
 */
function walkFile(root: SgNode, cx: Cx): void {
  for (const node of root.findAll({ rule: { any: [{ kind: 'function_definition' }, NAMING_CALLS] } })) {
    if (kindOf(node) === 'call') {
      const callee = fieldOf(node, 'function') as SgNode;
      cx.called.add(textOf(kindOf(callee) === 'identifier' ? callee : (fieldOf(callee, 'attribute') as SgNode)));
      continue;
    }
    const decorated = node.parent()?.kind() === 'decorated_definition' ? (node.parent() as SgNode) : undefined;
    const decorators = decorated ? named(decorated).filter((c) => kindOf(c) === 'decorator').map(decoratorName) : [];
    lowerFunctionNode(node, '', cx, decorators, classOf(node));
  }
}

/**
 * The calls that name a function of the file: `f()`, `self.f()`, `cls.f()` (not a decorator's call).
 * ast-grep filters them natively, so the walk does not wrap every method call of the file in N-API.
 */
const NAMING_CALLS = {
  kind: 'call',
  any: [
    { has: { field: 'function', kind: 'identifier' } },
    { has: { field: 'function', kind: 'attribute', has: { field: 'object', regex: '^(?:self|cls)$' } } },
  ],
  not: { inside: { kind: 'decorator' } },
};

export function parsePython(text: string): SgNode {
  ensureGrammars();
  return parse('python', text).root();
}

export function lowerPython(file: string, root: SgNode): ModuleIR {
  const cx: Cx = { functions: [], nextId: 0, called: new Set(), inClass: false, byNode: new Map(), lowerFunction: (node, name) => lowerFunctionNode(node, name, cx) };
  const body = lowerBlock(root, cx);
  walkFile(root, cx);
  return { file, language: 'python', body, functions: cx.functions, calledNames: cx.called, ...pythonInterface(root) };
}
