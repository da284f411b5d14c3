/**
 * The PHP frontend: @ast-grep/lang-php's grammar to IR (expressions in ./php-expressions.ts). The HTML
 * around `<?php ... ?>` is text; `<?= $x ?>` echoes. Entry points are functions and methods nobody in
 * the file calls; a public method of a class extending a controller is a route action (decorator
 * `Controller`, a model row of kind `route`), and parameters typed `Request` are the request (rows of
 * kind `type`). Closures handed to `Route::get(...)` run where they are written. `__construct` is the
 * class's constructor; `$this->x` and `self::$x` are the class's one object state.
 */
import { parse, type SgNode } from '@ast-grep/napi';
import { ensureGrammars } from '../grammars.js';
import type { Expr, FunctionIR, ModuleIR, Param, Range, Stmt, SwitchCase, Target } from '../ir/nodes.js';
import { fieldOf, kindOf, named, textOf } from '../tree.js';
import { phpInterface } from './qualified-imports.js';
import { rangeOf, statementLowering, unknownOf } from './lowering.js';
import { lowerExpr, lowerTarget } from './php-expressions.js';
import { functionName, variableName, type PhpLowering } from './php-names.js';

interface Cx extends PhpLowering {
  functions: FunctionIR[];
  nextId: number;
  byNode: Map<number, FunctionIR>;
  className?: string;
  controller?: boolean;
}

const SKIPPED = new Set(['php_tag', 'text', 'comment', 'namespace_use_declaration', 'interface_declaration', 'empty_statement', 'declare_statement', 'php_end_tag']);
/** Base classes whose public methods are route actions (Laravel's and Symfony's controllers). */
const CONTROLLER_BASE = /(?:^|\\)\w*Controller$/;

function lowerParams(list: SgNode | null, cx: Cx): Param[] {
  return (list ? named(list) : []).filter((p) => /parameter$/.test(kindOf(p))).map((p): Param => {
    const nameNode = fieldOf(p, 'name') ?? named(p).find((c) => kindOf(c) === 'variable_name');
    const name = nameNode ? variableName(nameNode) : '';
    const typeNode = fieldOf(p, 'type');
    const type = typeNode ? (textOf(typeNode).replace(/^\?/, '').split('\\').at(-1) ?? '') : '';
    const target: Target = name ? { k: 'var', name, range: rangeOf(nameNode as SgNode) } : { k: 'unknownTarget', parts: [], range: rangeOf(p) };
    const defaultNode = fieldOf(p, 'default_value');
    return { target, name, text: textOf(p), type, decorators: [], ...(defaultNode ? { defaultValue: lowerExpr(defaultNode, cx) } : {}), range: rangeOf(p) };
  });
}

function lowerFunctionNode(node: SgNode, cx: Cx): FunctionIR {
  const known = cx.byNode.get(node.id());
  if (known) return known;
  const kind = kindOf(node);
  const nameNode = fieldOf(node, 'name');
  const method = kind === 'method_declaration';
  const rawName = nameNode && (method || kind === 'function_definition') ? textOf(nameNode) : '';
  const name = method ? (rawName.toLowerCase() === '__construct' ? 'constructor' : rawName) : functionName(rawName);
  const modifiers = named(node).filter((c) => kindOf(c) === 'visibility_modifier').map(textOf);
  const action = method && cx.controller && !modifiers.some((m) => m !== 'public') && !/^__/.test(rawName) && !named(node).some((c) => kindOf(c) === 'static_modifier');
  const fn: FunctionIR = {
    id: cx.nextId++, name, params: lowerParams(fieldOf(node, 'parameters'), cx), body: [], decorators: action ? ['Controller'] : [],
    ...(method && cx.className ? { className: cx.className } : {}), range: rangeOf(node),
  };
  cx.functions.push(fn);
  cx.byNode.set(node.id(), fn);
  const bodyNode = fieldOf(node, 'body');
  const lowerBody = (): Stmt[] => {
    if (!bodyNode) return [];
    if (kind === 'arrow_function') return [{ k: 'return', value: lowerExpr(bodyNode, cx), range: rangeOf(bodyNode) }];
    return lowerBlock(bodyNode, cx);
  };
  if (kind === 'arrow_function') fn.expressionBody = true;
  let body: Stmt[] | undefined;
  Object.defineProperty(fn, 'body', { enumerable: true, get: () => (body ??= lowerBody()), set: (value: Stmt[]) => { body = value; } });
  return fn;
}

function lowerClass(node: SgNode, cx: Cx): Stmt[] {
  const nameNode = fieldOf(node, 'name');
  const className = nameNode ? textOf(nameNode) : '';
  const base = named(node).find((c) => kindOf(c) === 'base_clause');
  const outer = { className: cx.className, controller: cx.controller };
  cx.className = className;
  cx.controller = base !== undefined && named(base).some((b) => CONTROLLER_BASE.test(textOf(b)));
  try {
    const fields: { name: string; value?: Expr; range: ReturnType<typeof rangeOf> }[] = [];
    const methods: FunctionIR[] = [];
    const body = fieldOf(node, 'body');
    for (const member of body ? named(body) : []) {
      const kind = kindOf(member);
      if (kind === 'method_declaration') methods.push(lowerFunctionNode(member, cx));
      else if (kind === 'property_declaration') {
        for (const element of named(member).filter((c) => kindOf(c) === 'property_element')) {
          const [n, v] = named(element);
          if (n) fields.push({ name: textOf(n).replace(/^\$/, ''), ...(v ? { value: lowerExpr(v, cx) } : {}), range: rangeOf(element) });
        }
      } else if (kind === 'const_declaration') {
        for (const element of named(member).filter((c) => kindOf(c) === 'const_element')) {
          const [n, v] = named(element);
          if (n) fields.push({ name: textOf(n), ...(v ? { value: lowerExpr(v, cx) } : {}), range: rangeOf(element) });
        }
      }
    }
    return [{ k: 'class', name: className, fields, methods, range: rangeOf(node) }];
  } finally {
    cx.className = outer.className;
    cx.controller = outer.controller;
  }
}

function lowerIf(node: SgNode, cx: Cx): Stmt {
  const test = lowerExpr(fieldOf(node, 'condition') as SgNode, cx);
  const then = lowerBody(fieldOf(node, 'body'), cx);
  const clauses = named(node).filter((c) => kindOf(c) === 'else_if_clause' || kindOf(c) === 'else_clause');
  const chain = (i: number): Stmt[] | undefined => {
    const clause = clauses[i];
    if (!clause) return undefined;
    const body = lowerBody(fieldOf(clause, 'body') ?? named(clause).at(-1) ?? null, cx);
    if (kindOf(clause) === 'else_clause') return body;
    const rest = chain(i + 1);
    return [{ k: 'if', test: lowerExpr(fieldOf(clause, 'condition') as SgNode, cx), then: body, ...(rest ? { else: rest } : {}), range: rangeOf(clause) }];
  };
  const otherwise = chain(0);
  return { k: 'if', test, then, ...(otherwise ? { else: otherwise } : {}), range: rangeOf(node) };
}

function lowerBody(node: SgNode | null, cx: Cx): Stmt[] {
  if (!node) return [];
  return kindOf(node) === 'compound_statement' || kindOf(node) === 'colon_block' ? lowerBlock(node, cx) : lowerStmt(node, cx);
}

function lowerSwitch(node: SgNode, cx: Cx): Stmt {
  const block = fieldOf(node, 'body');
  const cases = (block ? named(block) : []).filter((c) => /^(?:case|default)_statement$/.test(kindOf(c))).map((arm): SwitchCase => {
    const value = fieldOf(arm, 'value');
    const statements = named(arm).filter((c) => c.id() !== value?.id());
    return { tests: value ? [lowerExpr(value, cx)] : [], body: statements.flatMap((s) => lowerStmt(s, cx)), range: rangeOf(arm) };
  });
  return { k: 'switch', subject: lowerExpr(fieldOf(node, 'condition') as SgNode, cx), cases, range: rangeOf(node) };
}

function lowerForeach(node: SgNode, cx: Cx): Stmt {
  const bodyNode = fieldOf(node, 'body') ?? named(node).at(-1) ?? null;
  const [collection, binding] = named(node).filter((c) => c.id() !== bodyNode?.id());
  const body = lowerBody(bodyNode, cx);
  const range = rangeOf(node);
  if (!collection) return { k: 'loop', body, range };
  const iterable = lowerExpr(collection, cx);
  if (!binding) return { k: 'loop', iterable, body, range };
  if (kindOf(binding) === 'pair') {
    const [key, value] = named(binding);
    const init: Stmt[] = key ? [{ k: 'assign', target: lowerTarget(key, cx), value: unknownOf(key, []), declare: true, range: rangeOf(key) }] : [];
    return { k: 'loop', iterable, ...(value ? { binding: lowerTarget(value, cx) } : {}), init, body, range };
  }
  return { k: 'loop', iterable, binding: lowerTarget(binding, cx), body, range };
}

function lowerFor(node: SgNode, cx: Cx): Stmt {
  const bodyNode = fieldOf(node, 'body') ?? named(node).at(-1) ?? null;
  const parts = named(node).filter((c) => c.id() !== bodyNode?.id()).map((c) => lowerExpr(c, cx));
  return { k: 'loop', init: parts.map((expr) => ({ k: 'expr', expr, range: expr.range })), body: lowerBody(bodyNode, cx), range: rangeOf(node) };
}

function lowerTry(node: SgNode, cx: Cx): Stmt {
  const catches = named(node).filter((c) => kindOf(c) === 'catch_clause');
  const finalizer = named(node).find((c) => kindOf(c) === 'finally_clause');
  const handler = catches.flatMap((c) => lowerBody(fieldOf(c, 'body'), cx));
  const param = catches[0] && fieldOf(catches[0], 'name') ? lowerTarget(fieldOf(catches[0], 'name') as SgNode, cx) : undefined;
  return {
    k: 'try', body: lowerBody(fieldOf(node, 'body'), cx), ...(param ? { param } : {}), ...(catches.length ? { handler } : {}),
    ...(finalizer ? { finalizer: lowerBody(fieldOf(finalizer, 'body') ?? named(finalizer).at(-1) ?? null, cx) } : {}), range: rangeOf(node),
  };
}

/** `<?= $x ?>`: the expression statement right after a `<?=` tag is echoed. */
function isShortEcho(node: SgNode): boolean {
  const before = node.prev();
  return before !== null && kindOf(before) === 'text_interpolation' && /<\?=\s*$/.test(textOf(before));
}

function echo(node: SgNode, items: SgNode[], cx: Cx): Stmt {
  const range = rangeOf(node);
  return { k: 'expr', expr: { k: 'call', callee: { k: 'var', name: 'echo', range }, args: items.map((i) => ({ value: lowerExpr(i, cx) })), text: textOf(node), range }, range };
}

/** `define('NOME', valor)`: a constant of the file, like `const NOME = valor`. */
function defineOf(expr: Expr): Stmt | undefined {
  if (expr.k !== 'call' || expr.callee.k !== 'var' || expr.callee.name !== 'define') return undefined;
  const [nameArg, valueArg] = expr.args;
  if (nameArg?.value.k !== 'const' || !valueArg) return undefined;
  return { k: 'assign', target: { k: 'var', name: String(nameArg.value.value), range: nameArg.value.range }, value: valueArg.value, declare: true, range: expr.range };
}

const lowerStmt = statementLowering(SKIPPED, lowerExpr, lowerPhpStatement);

function lowerPhpStatement(node: SgNode, kind: string, range: Range, cx: Cx): Stmt[] {
  switch (kind) {
    case 'program':
    case 'compound_statement':
    case 'colon_block':
    case 'declaration_list':
    case 'namespace_definition':
    case 'text_interpolation':
      return lowerBlock(node, cx);
    case 'expression_statement': {
      const [expr] = named(node);
      if (!expr) return [];
      if (isShortEcho(node)) return [echo(node, kindOf(expr) === 'sequence_expression' ? named(expr) : [expr], cx)];
      const lowered = lowerExpr(expr, cx);
      return [defineOf(lowered) ?? { k: 'expr', expr: lowered, range }];
    }
    case 'echo_statement': {
      const [expr] = named(node);
      return expr ? [echo(node, kindOf(expr) === 'sequence_expression' ? named(expr) : [expr], cx)] : [];
    }
    case 'return_statement': {
      const [value] = named(node);
      return [{ k: 'return', ...(value ? { value: lowerExpr(value, cx) } : {}), range }];
    }
    case 'if_statement':
      return [lowerIf(node, cx)];
    case 'switch_statement':
      return [lowerSwitch(node, cx)];
    case 'foreach_statement':
      return [lowerForeach(node, cx)];
    case 'for_statement':
      return [lowerFor(node, cx)];
    case 'while_statement':
    case 'do_statement': {
      const bodyNode = fieldOf(node, 'body');
      const condition = fieldOf(node, 'condition');
      return [{ k: 'loop', ...(condition ? { test: lowerExpr(condition, cx) } : {}), body: lowerBody(bodyNode, cx), ...(kind === 'do_statement' ? { testAfter: true } : {}), range }];
    }
    case 'try_statement':
      return [lowerTry(node, cx)];
    case 'function_definition':
      return [{ k: 'function', fn: lowerFunctionNode(node, cx), range }];
    case 'class_declaration':
    case 'trait_declaration':
      return lowerClass(node, cx);
    case 'const_declaration':
      return named(node).filter((c) => kindOf(c) === 'const_element').flatMap((element): Stmt[] => {
        const [n, v] = named(element);
        return n ? [{ k: 'assign', target: { k: 'var', name: textOf(n), range: rangeOf(n) }, value: v ? lowerExpr(v, cx) : unknownOf(element, []), declare: true, range }] : [];
      });
    case 'global_declaration':
    case 'function_static_declaration':
      return [];
    case 'unset_statement':
      return named(node).filter((v) => kindOf(v) === 'variable_name').map((v) => ({ k: 'assign', target: lowerTarget(v, cx), value: { k: 'const', value: null, range: rangeOf(v) }, range }));
  }
  return [{ k: 'expr', expr: lowerExpr(node, cx), range }];
}

function lowerBlock(node: SgNode, cx: Cx): Stmt[] {
  return named(node).flatMap((s) => lowerStmt(s, cx));
}

export function parsePhp(text: string): SgNode {
  ensureGrammars();
  return parse('php', text).root();
}

export function lowerPhp(file: string, root: SgNode): ModuleIR {
  const constants = new Set(root.findAll({ rule: { kind: 'const_element' } }).map((c) => textOf(named(c)[0] ?? c)));
  for (const define of root.findAll({ rule: { kind: 'function_call_expression', has: { field: 'function', regex: '^\\\\?define$' } } })) {
    const name = /^\(\s*['"](\w+)['"]/.exec(textOf(fieldOf(define, 'arguments') ?? define))?.[1];
    if (name) constants.add(name);
  }
  const cx: Cx = { functions: [], nextId: 0, called: new Set(), constants, byNode: new Map(), lowerFunction: (node) => lowerFunctionNode(node, cx), lowerExpr: (node) => lowerExpr(node, cx) };
  const body = lowerBlock(root, cx);
  return { file, language: 'php', body, functions: cx.functions, calledNames: cx.called, ...phpInterface(root) };
}
