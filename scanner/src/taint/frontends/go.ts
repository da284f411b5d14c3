/**
 * The Go frontend: @ast-grep/lang-go's grammar to IR (expressions in ./go-expressions.ts, package-level
 * declarations in ./go-declarations.ts). Entry points
 * are functions and methods nobody in the file calls; a handler is known by its parameters' declared
 * types (`*http.Request`, `*gin.Context`, `echo.Context`, `*fiber.Ctx`: model rows of kind `type`), and
 * inline handlers (`http.HandleFunc("/x", func(w, r) {...})`, gin routes) run where they are written.
 * Methods belong to their receiver's type (one object state per type, the receiver is `this`); imported
 * package names are declared at the top of the module, so `exec.Command` is a call on a package, not on data.
 */
import { parse, type SgNode } from '@ast-grep/napi';
import { ensureGrammars } from '../grammars.js';
import type { Expr, FunctionIR, ModuleIR, Param, Range, Stmt, SwitchCase, Target } from '../ir/nodes.js';
import { fieldOf, kindOf, named, textOf } from '../tree.js';
import { constructorOf, rangeOf, statementLowering, unknownOf } from './lowering.js';
import { receiverOf, structsOf } from './go-declarations.js';
import { goInterface } from './go-imports.js';
import { lowerExpr, lowerTarget, type GoLowering } from './go-expressions.js';

interface Cx extends GoLowering {
  functions: FunctionIR[];
  nextId: number;
  byNode: Map<number, FunctionIR>;
}

const SKIPPED = new Set(['package_clause', 'import_declaration', 'type_declaration', 'comment', 'empty_statement', 'goto_statement', 'fallthrough_statement']);
const FUNCTIONS = new Set(['function_declaration', 'method_declaration', 'func_literal']);

/** A handler that declares a body other than HTML (`w.Header().Set("Content-Type", "application/json")`). */
const PLAIN_RESPONSE = /["']content-type["']\s*,\s*["'](?![^"']*html)[^"']+["']/i;
const WRITER_TYPE = /^(?:http\.)?ResponseWriter$/;

/** `func(a, b string, rest ...int)`: one parameter per name, each with its declaration's type; an unnamed one keeps its position. */
function lowerParams(list: SgNode | null, plainResponse = false): Param[] {
  const out: Param[] = [];
  for (const decl of list ? named(list) : []) {
    if (!/parameter_declaration$/.test(kindOf(decl))) continue;
    const typeNode = fieldOf(decl, 'type');
    const declared = typeNode ? textOf(typeNode) : '';
    // What such a handler writes is data, not markup: its writer is not the HTML response.
    const type = plainResponse && WRITER_TYPE.test(declared) ? `${declared} (sem HTML)` : declared;
    const names = named(decl).filter((c) => kindOf(c) === 'identifier');
    if (!names.length) out.push({ target: { k: 'unknownTarget', parts: [], range: rangeOf(decl) }, name: '', text: textOf(decl), type, decorators: [], range: rangeOf(decl) });
    for (const n of names) {
      const name = textOf(n);
      const target: Target = name === '_' ? { k: 'unknownTarget', parts: [], range: rangeOf(n) } : { k: 'var', name, range: rangeOf(n) };
      out.push({ target, name: name === '_' ? '' : name, text: textOf(decl), type, decorators: [], range: rangeOf(n) });
    }
  }
  return out;
}

function lowerFunctionNode(node: SgNode, cx: Cx): FunctionIR {
  const known = cx.byNode.get(node.id());
  if (known) return known;
  const kind = kindOf(node);
  const method = kind === 'method_declaration' ? receiverOf(node) : {};
  const receiver = kind === 'method_declaration' ? method.name : cx.receiver;
  const nameNode = fieldOf(node, 'name');
  const bodyNode = fieldOf(node, 'body');
  const plain = bodyNode !== null && PLAIN_RESPONSE.test(textOf(bodyNode));
  const fn: FunctionIR = {
    id: cx.nextId++, name: kind === 'func_literal' || !nameNode ? '' : textOf(nameNode), params: lowerParams(fieldOf(node, 'parameters'), plain), body: [], decorators: [],
    ...(method.className ? { className: method.className } : {}), range: rangeOf(node),
  };
  cx.functions.push(fn);
  cx.byNode.set(node.id(), fn);
  const lowerBody = (): Stmt[] => {
    const outer = cx.receiver;
    cx.receiver = receiver;
    try {
      return bodyNode ? lowerBlock(bodyNode, cx) : [];
    } finally {
      cx.receiver = outer;
    }
  };
  // Lowered when first read: the engine reads only the bodies it runs.
  let body: Stmt[] | undefined;
  Object.defineProperty(fn, 'body', { enumerable: true, get: () => (body ??= lowerBody()), set: (value: Stmt[]) => { body = value; } });
  return fn;
}

const listOf = (node: SgNode | null): SgNode[] => (!node ? [] : kindOf(node) === 'expression_list' ? named(node) : [node]);

/** `a, b := x, y` pairs up; `v, err := f()` is one pattern (a tuple fills every name, any other value only the first). */
function lowerAssignment(node: SgNode, cx: Cx): Stmt[] {
  const range = rangeOf(node);
  const targets = listOf(fieldOf(node, 'left'));
  const values = listOf(fieldOf(node, 'right'));
  const operator = fieldOf(node, 'operator') ? textOf(fieldOf(node, 'operator') as SgNode) : kindOf(node) === 'short_var_declaration' ? ':=' : '=';
  const op = operator === '=' || operator === ':=' ? undefined : operator;
  const declare = operator === ':=';
  if (targets.length === values.length) {
    return targets.map((t, i) => ({ k: 'assign', target: lowerTarget(t, cx), value: lowerExpr(values[i] as SgNode, cx), ...(op ? { op } : {}), ...(declare ? { declare } : {}), range }));
  }
  const value = values[0] ? lowerExpr(values[0], cx) : unknownOf(node, []);
  return [{ k: 'assign', target: { k: 'listPattern', items: targets.map((t) => lowerTarget(t, cx)), tupleOnly: true, range }, value, ...(declare ? { declare } : {}), range }];
}

/** A variable's zero value: an empty map for a map type, else nothing the client chose. */
function zeroValue(spec: SgNode): Expr {
  const type = fieldOf(spec, 'type');
  return type && kindOf(type) === 'map_type' ? { k: 'map', entries: [], range: rangeOf(spec) } : unknownOf(spec, []);
}

/** `var sb strings.Builder`, `var x, y = f()`, `const TABELA = "extrato"`. */
function lowerDeclaration(node: SgNode, cx: Cx): Stmt[] {
  const specs = named(node).flatMap((c) => (/_spec_list$/.test(kindOf(c)) ? named(c) : [c])).filter((c) => /^(?:var|const)_spec$/.test(kindOf(c)));
  return specs.flatMap((spec): Stmt[] => {
    const range = rangeOf(spec);
    const names = named(spec).filter((c) => kindOf(c) === 'identifier');
    const values = listOf(fieldOf(spec, 'value'));
    if (!values.length) return names.map((n) => ({ k: 'assign', target: lowerTarget(n, cx), value: zeroValue(spec), declare: true, range }));
    if (values.length === names.length) return names.map((n, i) => ({ k: 'assign', target: lowerTarget(n, cx), value: lowerExpr(values[i] as SgNode, cx), declare: true, range }));
    return [{ k: 'assign', target: { k: 'listPattern', items: names.map((n) => lowerTarget(n, cx)), tupleOnly: true, range }, value: lowerExpr(values[0] as SgNode, cx), declare: true, range }];
  });
}

function lowerIf(node: SgNode, cx: Cx): Stmt[] {
  const init = fieldOf(node, 'initializer');
  const alternative = fieldOf(node, 'alternative');
  const otherwise = alternative ? (kindOf(alternative) === 'if_statement' ? lowerIf(alternative, cx) : lowerBlock(alternative, cx)) : undefined;
  const test = lowerExpr(fieldOf(node, 'condition') as SgNode, cx);
  const then = lowerBlock(fieldOf(node, 'consequence') as SgNode, cx);
  return [...(init ? lowerStmt(init, cx) : []), { k: 'if', test, then, ...(otherwise ? { else: otherwise } : {}), range: rangeOf(node) }];
}

/** A case body: its statements, then a break unless it ends in `fallthrough` (Go does not fall through by default). */
function caseBody(arm: SgNode, cx: Cx): Stmt[] {
  const statements = named(arm).filter((c) => kindOf(c) === 'statement_list').flatMap((s) => lowerBlock(s, cx));
  const last = named(arm).filter((c) => kindOf(c) === 'statement_list').at(-1);
  const fallsThrough = last !== undefined && named(last).at(-1) !== undefined && kindOf(named(last).at(-1) as SgNode) === 'fallthrough_statement';
  return fallsThrough ? statements : [...statements, { k: 'break', range: rangeOf(arm) }];
}

const arms = (node: SgNode): SgNode[] => named(node).filter((c) => /_case$/.test(kindOf(c)));

/**
 * `switch x { case "a", "b": ... }`: a switch whose tests are the case values. A switch without a subject
 * (`switch { case x > 1: ... }`) is an if/else chain, so each case's condition refines its body.
 */
function lowerSwitch(node: SgNode, cx: Cx): Stmt[] {
  const range = rangeOf(node);
  const init = fieldOf(node, 'initializer');
  const subject = fieldOf(node, 'value');
  const prefix = init ? lowerStmt(init, cx) : [];
  if (!subject) {
    const cases = arms(node);
    const fallback = cases.find((c) => kindOf(c) === 'default_case');
    const chain = (i: number): Stmt[] | undefined => {
      const arm = cases.filter((c) => c !== fallback)[i];
      if (!arm) return fallback ? caseBody(fallback, cx).filter((s) => s.k !== 'break') : undefined;
      const tests = listOf(fieldOf(arm, 'value')).map((v) => lowerExpr(v, cx));
      const test = tests.slice(1).reduce<Expr>((a, b) => ({ k: 'binary', op: '||', left: a, right: b, range: rangeOf(arm) }), tests[0] ?? { k: 'const', value: true, range });
      const rest = chain(i + 1);
      return [{ k: 'if', test, then: caseBody(arm, cx).filter((s) => s.k !== 'break'), ...(rest ? { else: rest } : {}), range: rangeOf(arm) }];
    };
    return [...prefix, ...(chain(0) ?? [])];
  }
  const cases = arms(node).map((arm): SwitchCase => ({ tests: kindOf(arm) === 'default_case' ? [] : listOf(fieldOf(arm, 'value')).map((v) => lowerExpr(v, cx)), body: caseBody(arm, cx), range: rangeOf(arm) }));
  return [...prefix, { k: 'switch', subject: lowerExpr(subject, cx), cases, range }];
}

/** `switch v := x.(type) { case string: ... }`: v is x, and any arm may run. */
function lowerTypeSwitch(node: SgNode, cx: Cx): Stmt[] {
  const range = rangeOf(node);
  const init = fieldOf(node, 'initializer');
  const alias = listOf(fieldOf(node, 'alias'))[0];
  const valueNode = fieldOf(node, 'value') as SgNode;
  const value = lowerExpr(valueNode, cx);
  const binding: Stmt[] = alias ? [{ k: 'assign', target: lowerTarget(alias, cx), value, declare: true, range }] : [];
  const cases = arms(node).map((arm): SwitchCase => ({ tests: [], body: caseBody(arm, cx), range: rangeOf(arm) }));
  return [...(init ? lowerStmt(init, cx) : []), ...binding, { k: 'switch', subject: unknownOf(valueNode, [value]), cases, range }];
}

/** for/range: the value (or, alone, the key) is each element; a key beside a value is an index or a key the program iterates. */
function lowerFor(node: SgNode, cx: Cx): Stmt {
  const range = rangeOf(node);
  const bodyNode = fieldOf(node, 'body');
  const body = bodyNode ? lowerBlock(bodyNode, cx) : [];
  const header = named(node).find((c) => c.id() !== bodyNode?.id());
  if (!header) return { k: 'loop', body, range };
  if (kindOf(header) === 'range_clause') {
    const names = listOf(fieldOf(header, 'left'));
    const iterable = lowerExpr(fieldOf(header, 'right') as SgNode, cx);
    const [first, second] = names;
    const key: Stmt[] = second && first ? [{ k: 'assign', target: lowerTarget(first, cx), value: unknownOf(first, []), declare: true, range: rangeOf(first) }] : [];
    const bound = second ?? first;
    return { k: 'loop', iterable, ...(bound ? { binding: lowerTarget(bound, cx) } : {}), init: key, body, range };
  }
  if (kindOf(header) === 'for_clause') {
    const init = fieldOf(header, 'initializer');
    const condition = fieldOf(header, 'condition');
    const update = fieldOf(header, 'update');
    const updates = update ? lowerStmt(update, cx).flatMap((s): Expr[] => (s.k === 'expr' ? [s.expr] : s.k === 'assign' ? [{ k: 'assign', target: s.target, value: s.value ?? unknownOf(update, []), ...(s.op ? { op: s.op } : {}), range: s.range }] : [])) : [];
    return { k: 'loop', ...(init ? { init: lowerStmt(init, cx) } : {}), ...(condition ? { test: lowerExpr(condition, cx) } : {}), update: updates, body, range };
  }
  return { k: 'loop', test: lowerExpr(header, cx), body, range };
}

const lowerStmt = statementLowering(SKIPPED, lowerExpr, lowerGoStatement);

function lowerGoStatement(node: SgNode, kind: string, range: Range, cx: Cx): Stmt[] {
  switch (kind) {
    case 'block':
    case 'statement_list':
    case 'source_file':
      return lowerBlock(node, cx);
    case 'expression_statement':
    case 'go_statement':
    case 'defer_statement': {
      const [expr] = named(node);
      return expr ? [{ k: 'expr', expr: lowerExpr(expr, cx), range }] : [];
    }
    case 'short_var_declaration':
    case 'assignment_statement':
      return lowerAssignment(node, cx);
    case 'var_declaration':
    case 'const_declaration':
      return lowerDeclaration(node, cx);
    case 'inc_statement':
    case 'dec_statement':
      return [];
    case 'if_statement':
      return lowerIf(node, cx);
    case 'expression_switch_statement':
      return lowerSwitch(node, cx);
    case 'type_switch_statement':
      return lowerTypeSwitch(node, cx);
    case 'select_statement':
      return [{ k: 'switch', subject: unknownOf(node, []), cases: named(node).map((c) => ({ tests: [], body: caseBody(c, cx), range: rangeOf(c) })), range }];
    case 'for_statement':
      return [lowerFor(node, cx)];
    case 'return_statement': {
      const values = listOf(named(node)[0] ?? null).map((v) => lowerExpr(v, cx));
      const value: Expr | undefined = values.length > 1 ? { k: 'list', items: values, range } : values[0];
      return [{ k: 'return', ...(value ? { value } : {}), range }];
    }
    case 'function_declaration':
      return [{ k: 'function', fn: lowerFunctionNode(node, cx), range }];
    case 'method_declaration':
      // Reached through its receiver's type (`c.m()`), not by a plain name: no declaration in the package scope.
      lowerFunctionNode(node, cx);
      return [];
  }
  return [{ k: 'expr', expr: lowerExpr(node, cx), range }];
}

function lowerBlock(node: SgNode, cx: Cx): Stmt[] {
  return named(node).flatMap((s) => lowerStmt(s, cx));
}

export function parseGo(text: string): SgNode {
  ensureGrammars();
  return parse('go', text).root();
}

export function lowerGo(file: string, root: SgNode): ModuleIR {
  const structs = structsOf(root);
  const withMethods = new Set(root.findAll({ rule: { kind: 'method_declaration' } }).map((m) => receiverOf(m).className).filter((c): c is string => c !== undefined && structs.has(c)));
  const cx: Cx = { functions: [], nextId: 0, called: new Set(), byNode: new Map(), constructed: withMethods, lowerFunction: (node) => lowerFunctionNode(node, cx) };
  for (const className of withMethods) {
    const struct = structs.get(className) as { names: string[]; node: SgNode };
    cx.functions.push(constructorOf(cx.nextId++, className, struct.names, struct.node));
  }
  // An imported package is a library, not data: declared first, `http.StatusFound` and `exec.Command` read nothing from the client.
  const { packageName, imports } = goInterface(root);
  const packages: Stmt[] = [...new Set(imports.map((i) => i.local))].map((name) => ({ k: 'assign', target: { k: 'var', name, range: rangeOf(root) }, value: unknownOf(root, []), declare: true, range: rangeOf(root) }));
  const body = [...packages, ...lowerBlock(root, cx)];
  // Every function and method of the file, and the names called in it (entry points are the others).
  for (const node of root.findAll({ rule: { any: [...FUNCTIONS].map((kind) => ({ kind })) } })) lowerFunctionNode(node, cx);
  for (const fn of cx.functions) void fn.body;
  return { file, language: 'go', body, functions: cx.functions, calledNames: cx.called, imports, ...(packageName ? { packageName } : {}) };
}
