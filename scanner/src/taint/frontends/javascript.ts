/**
 * The JavaScript/TypeScript/TSX frontend: parses with @ast-grep/napi's built-in grammars and lowers the
 * tree to IR (statements here, expressions in ./javascript-expressions.ts). It also recognises entry
 * points: the functions nobody in the file calls, and the handlers registered inline on a route.
 */
import { Lang, parse, type SgNode } from '@ast-grep/napi';
import type { Expr, FunctionIR, ModuleIR, Param, Range, Stmt, SwitchCase } from '../ir/nodes.js';
import { fieldOf, kindOf, named, textOf } from '../tree.js';
import { FUNCTION_KINDS, lowerExpr, lowerTarget, type JsLowering } from './javascript-expressions.js';
import { javascriptInterface } from './javascript-imports.js';
import { rangeOf, statementLowering } from './lowering.js';

/** Declarations without run-time behaviour for taint. */
const SKIPPED = new Set(['import_statement', 'interface_declaration', 'type_alias_declaration', 'enum_declaration', 'empty_statement', 'comment', 'ambient_declaration']);
const FUNCTION_DECLARATIONS = new Set(['function_declaration', 'generator_function_declaration']);
const CLASS_DECLARATIONS = new Set(['class_declaration', 'abstract_class_declaration', 'class']);

interface Cx extends JsLowering {
  functions: FunctionIR[];
  nextId: number;
  /** Functions by tree node: one IR function per node, whether met in a body or in the file-wide walk. */
  byNode: Map<number, FunctionIR>;
}

/** Which grammar a file needs: plain .ts cannot hold JSX (`<T>x` is a cast there); everything else may. */
export function javascriptDialectOf(file: string): 'javascript' | 'typescript' | undefined {
  if (/\.(?:[cm]?js|jsx)$/.test(file)) return 'javascript';
  if (/\.(?:[cm]?ts|tsx)$/.test(file)) return 'typescript';
  return undefined;
}

function decoratorName(node: SgNode): string {
  return /@([\w.]+)/.exec(textOf(node))?.[1] ?? '';
}

function lowerParam(node: SgNode, cx: Cx): Param {
  const kind = kindOf(node);
  const range = rangeOf(node);
  const decorators = named(node).filter((c) => kindOf(c) === 'decorator').map(decoratorName);
  const holder = kind === 'required_parameter' || kind === 'optional_parameter';
  const targetNode = holder ? (fieldOf(node, 'pattern') ?? named(node).find((c) => kindOf(c) !== 'decorator') ?? node) : kind === 'assignment_pattern' ? (fieldOf(node, 'left') as SgNode) : node;
  const defaultNode = holder ? fieldOf(node, 'value') : kind === 'assignment_pattern' ? fieldOf(node, 'right') : null;
  const target = lowerTarget(targetNode, cx);
  const type = (fieldOf(node, 'type')?.text() ?? '').replace(/^:\s*/, '');
  return { target, name: target.k === 'var' ? target.name : '', text: textOf(targetNode), type, decorators, ...(defaultNode ? { defaultValue: lowerExpr(defaultNode, cx) } : {}), range };
}

/** TypeScript's `constructor(private readonly req: Request)` also writes `this.req = req`. */
function parameterProperties(nodes: readonly SgNode[], params: readonly Param[]): Stmt[] {
  return params.flatMap((p, i): Stmt[] => {
    const node = nodes[i];
    if (!node || !p.name || !/^(?:public|private|protected|readonly)\b/.test(textOf(node))) return [];
    const field = { k: 'member' as const, object: { k: 'this' as const, range: p.range }, name: p.name, text: `this.${p.name}`, range: p.range };
    return [{ k: 'assign', target: field, value: { k: 'var', name: p.name, range: p.range }, range: p.range }];
  });
}

function lowerFunctionNode(node: SgNode, name: string, cx: Cx, options: { route?: boolean; className?: string; decorators?: string[] } = {}): FunctionIR {
  const known = cx.byNode.get(node.id());
  if (known) return known;
  const single = fieldOf(node, 'parameter');
  const list = fieldOf(node, 'parameters');
  const params = single ? [lowerParam(single, cx)] : list ? named(list).map((p) => lowerParam(p, cx)) : [];
  const bodyNode = fieldOf(node, 'body');
  const expressionBody = bodyNode !== null && kindOf(bodyNode) !== 'statement_block';
  const nameNode = fieldOf(node, 'name');
  const fn: FunctionIR = {
    id: cx.nextId++, name: name || (nameNode ? textOf(nameNode) : ''), params, body: [], decorators: options.decorators ?? [],
    ...(options.className ? { className: options.className } : {}), ...(options.route ? { route: true } : {}), ...(expressionBody ? { expressionBody } : {}), range: rangeOf(node),
  };
  cx.functions.push(fn);
  cx.byNode.set(node.id(), fn);
  const lowerBody = (): Stmt[] => {
    const body = !bodyNode ? [] : expressionBody ? [{ k: 'return' as const, value: lowerExpr(bodyNode, cx), range: rangeOf(bodyNode) }] : lowerBlock(bodyNode, cx);
    return options.className && fn.name === 'constructor' && list ? [...parameterProperties(named(list), fn.params), ...body] : body;
  };
  // Lowered when first read: the engine reads only the bodies it runs (a bundle's thousands of functions are never read).
  let body: Stmt[] | undefined;
  Object.defineProperty(fn, 'body', { enumerable: true, get: () => (body ??= lowerBody()), set: (value: Stmt[]) => { body = value; } });
  return fn;
}

function lowerClass(node: SgNode, cx: Cx): Stmt {
  const name = fieldOf(node, 'name') ? textOf(fieldOf(node, 'name') as SgNode) : '';
  const fields: { name: string; value?: Expr; range: ReturnType<typeof rangeOf> }[] = [];
  const methods: FunctionIR[] = [];
  let decorators: string[] = [];
  for (const member of named(fieldOf(node, 'body') ?? node)) {
    const kind = kindOf(member);
    if (kind === 'decorator') decorators.push(decoratorName(member));
    else if (kind === 'method_definition') {
      methods.push(lowerFunctionNode(member, textOf(fieldOf(member, 'name') as SgNode), cx, { className: name, decorators }));
      decorators = [];
    } else if (kind === 'public_field_definition' || kind === 'field_definition') {
      const nameNode = fieldOf(member, 'name') ?? fieldOf(member, 'property');
      const value = fieldOf(member, 'value');
      if (nameNode) fields.push({ name: textOf(nameNode), ...(value ? { value: lowerExpr(value, cx) } : {}), range: rangeOf(member) });
      decorators = [];
    }
  }
  return { k: 'class', name, fields, methods, range: rangeOf(node) };
}

function lowerDeclaration(node: SgNode, cx: Cx): Stmt[] {
  return named(node).filter((d) => kindOf(d) === 'variable_declarator').map((d): Stmt => {
    const nameNode = fieldOf(d, 'name') as SgNode;
    const value = fieldOf(d, 'value');
    // `const buscar = (cpf) => ...` declares a function of the file, called by that name.
    if (value && FUNCTION_KINDS.has(kindOf(value)) && kindOf(nameNode) === 'identifier') return { k: 'function', fn: lowerFunctionNode(value, textOf(nameNode), cx), range: rangeOf(d) };
    return { k: 'assign', target: lowerTarget(nameNode, cx), ...(value ? { value: lowerExpr(value, cx) } : {}), declare: true, range: rangeOf(d) };
  });
}

function lowerSwitch(node: SgNode, cx: Cx): Stmt {
  const subject = fieldOf(node, 'value') as SgNode;
  const cases = named(fieldOf(node, 'body') ?? node).filter((c) => /^switch_(?:case|default)$/.test(kindOf(c))).map((c): SwitchCase => {
    const value = fieldOf(c, 'value');
    const body = named(c).filter((s) => s.id() !== value?.id());
    return { tests: value ? [lowerExpr(value, cx)] : [], body: body.flatMap((s) => lowerStmt(s, cx)), range: rangeOf(c) };
  });
  return { k: 'switch', subject: lowerExpr(subject, cx), cases, range: rangeOf(node) };
}

function lowerTry(node: SgNode, cx: Cx): Stmt {
  const handler = fieldOf(node, 'handler');
  const finalizer = fieldOf(node, 'finalizer');
  const param = handler ? fieldOf(handler, 'parameter') : null;
  const handlerBody = handler ? fieldOf(handler, 'body') : null;
  const finalBody = finalizer ? (fieldOf(finalizer, 'body') ?? named(finalizer)[0]) : null;
  return {
    k: 'try', body: lowerBlock(fieldOf(node, 'body') as SgNode, cx), range: rangeOf(node),
    ...(param ? { param: lowerTarget(param, cx) } : {}), ...(handlerBody ? { handler: lowerBlock(handlerBody, cx) } : {}), ...(finalBody ? { finalizer: lowerBlock(finalBody, cx) } : {}),
  };
}

function lowerLoop(node: SgNode, cx: Cx): Stmt {
  const range = rangeOf(node);
  const body = fieldOf(node, 'body');
  const lowered = body ? lowerStmt(body, cx) : [];
  const kind = kindOf(node);
  if (kind === 'for_in_statement') {
    return { k: 'loop', binding: lowerTarget(fieldOf(node, 'left') as SgNode, cx), iterable: lowerExpr(fieldOf(node, 'right') as SgNode, cx), body: lowered, range };
  }
  const init = fieldOf(node, 'initializer');
  const test = fieldOf(node, 'condition');
  const update = fieldOf(node, 'increment');
  const testNode = test && kindOf(test) === 'expression_statement' ? named(test)[0] : test;
  return {
    k: 'loop', body: lowered, range, ...(kind === 'do_statement' ? { testAfter: true } : {}),
    ...(init ? { init: lowerStmt(init, cx) } : {}), ...(testNode ? { test: lowerExpr(testNode, cx) } : {}), ...(update ? { update: [lowerExpr(update, cx)] } : {}),
  };
}

function lowerExpressionStatement(expr: Expr): Stmt {
  if (expr.k === 'assign') return { k: 'assign', target: expr.target, value: expr.value, ...(expr.op ? { op: expr.op } : {}), range: expr.range };
  return { k: 'expr', expr, range: expr.range };
}

const lowerStmt = statementLowering(SKIPPED, lowerExpr, lowerJavaScriptStatement);

function lowerJavaScriptStatement(node: SgNode, kind: string, range: Range, cx: Cx): Stmt[] {
  if (FUNCTION_DECLARATIONS.has(kind)) return [{ k: 'function', fn: lowerFunctionNode(node, '', cx), range }];
  if (CLASS_DECLARATIONS.has(kind)) return [lowerClass(node, cx)];
  switch (kind) {
    case 'expression_statement':
      return named(node).map((e) => lowerExpressionStatement(lowerExpr(e, cx)));
    case 'lexical_declaration':
    case 'variable_declaration':
      return lowerDeclaration(node, cx);
    case 'export_statement': {
      const declaration = fieldOf(node, 'declaration') ?? fieldOf(node, 'value');
      return declaration ? lowerStmt(declaration, cx) : [];
    }
    case 'statement_block':
    case 'program':
      return lowerBlock(node, cx);
    case 'if_statement': {
      const alternative = fieldOf(node, 'alternative');
      const elseBody = alternative ? named(alternative).flatMap((s) => lowerStmt(s, cx)) : undefined;
      return [{ k: 'if', test: lowerExpr(fieldOf(node, 'condition') as SgNode, cx), then: lowerStmt(fieldOf(node, 'consequence') as SgNode, cx), ...(elseBody ? { else: elseBody } : {}), range }];
    }
    case 'for_statement':
    case 'for_in_statement':
    case 'while_statement':
    case 'do_statement':
      return [lowerLoop(node, cx)];
    case 'switch_statement':
      return [lowerSwitch(node, cx)];
    case 'try_statement':
      return [lowerTry(node, cx)];
    case 'return_statement': {
      const [value] = named(node);
      return [{ k: 'return', ...(value ? { value: lowerExpr(value, cx) } : {}), range }];
    }
  }
  return [lowerExpressionStatement(lowerExpr(node, cx))];
}

function lowerBlock(node: SgNode, cx: Cx): Stmt[] {
  return named(node).flatMap((s) => lowerStmt(s, cx));
}

export function parseJavaScript(file: string, text: string): SgNode {
  return parse(/\.[cm]?ts$/.test(file) ? Lang.TypeScript : Lang.Tsx, text).root();
}

const WALKED = ['function_declaration', 'generator_function_declaration', 'method_definition', 'variable_declarator'];

/**
 * The calls that name a function of the file: `f()`, `new C()`, `this.f()` (not a decorator's call).
 * ast-grep filters them natively, so the walk does not wrap every member call of the file in N-API.
 */
const NAMING_CALLS = {
  any: [['call_expression', 'function'], ['new_expression', 'constructor']].flatMap(([kind, field]) => [
    { kind, has: { field, kind: 'identifier' } },
    { kind, has: { field, kind: 'member_expression', has: { field: 'object', kind: 'this' } } },
  ]),
  not: { inside: { kind: 'decorator' } },
};

/** One pass of ast-grep over the tree: the function-holding nodes and the naming calls, in source order. */
const WALK = { any: [...WALKED.map((kind) => ({ kind })), NAMING_CALLS] };

/** The decorators written right before a class member. */
function memberDecorators(member: SgNode): string[] {
  const siblings = named(member.parent() as SgNode);
  const at = siblings.findIndex((c) => c.id() === member.id());
  const out: string[] = [];
  for (let i = at - 1; i >= 0 && kindOf(siblings[i] as SgNode) === 'decorator'; i -= 1) out.unshift(decoratorName(siblings[i] as SgNode));
  return out;
}

/**
 * One walk over the file finds what bodies not yet lowered hold: the names called (`f()`, `this.f()`,
 * `new C()`) and the named functions at any depth, so entry points are known without lowering every body.
 */
function walkFile(root: SgNode, cx: Cx): void {
  for (const node of root.findAll({ rule: WALK })) {
    const kind = kindOf(node);
    if (kind === 'call_expression' || kind === 'new_expression') {
      const callee = fieldOf(node, kind === 'new_expression' ? 'constructor' : 'function') as SgNode;
      cx.called.add(textOf(kindOf(callee) === 'identifier' ? callee : (fieldOf(callee, 'property') as SgNode)));
    } else if (kind === 'variable_declarator') {
      const value = fieldOf(node, 'value');
      const nameNode = fieldOf(node, 'name');
      if (value && nameNode && FUNCTION_KINDS.has(kindOf(value)) && kindOf(nameNode) === 'identifier') lowerFunctionNode(value, textOf(nameNode), cx);
    } else if (kind === 'method_definition') {
      const holder = node.parent()?.parent();
      const className = holder && CLASS_DECLARATIONS.has(kindOf(holder)) && fieldOf(holder, 'name') ? textOf(fieldOf(holder, 'name') as SgNode) : undefined;
      lowerFunctionNode(node, textOf(fieldOf(node, 'name') as SgNode), cx, className ? { className, decorators: memberDecorators(node) } : {});
    } else {
      lowerFunctionNode(node, '', cx);
    }
  }
}

/** Lowers a whole file: its top-level statements, every named function (nested ones too, bodies when read) and the names it calls. */
export function lowerJavaScript(file: string, root: SgNode): ModuleIR {
  const cx: Cx = {
    functions: [], nextId: 0, called: new Set(), byNode: new Map(),
    lowerFunction: (node, name, options) => lowerFunctionNode(node, name, cx, options),
  };
  const body = lowerBlock(root, cx);
  walkFile(root, cx);
  return { file, language: javascriptDialectOf(file) ?? 'javascript', body, functions: cx.functions, calledNames: cx.called, ...javascriptInterface(root) };
}
