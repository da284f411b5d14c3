/**
 * Java statements to IR (declarations in ./java.ts, expressions in ./java-expressions.ts). A local's
 * declared type is kept for the calls made on it; a switch falls through as Java's does (an arrow
 * rule ends in a break); try-with-resources binds its resources before the body.
 */
import type { SgNode } from '@ast-grep/napi';
import type { Range, Stmt, SwitchCase } from '../ir/nodes.js';
import { fieldOf, kindOf, named, textOf } from '../tree.js';
import { rangeOf, statementLowering, unknownOf } from './lowering.js';
import { lowerExpr, lowerTarget, simpleType, type JavaLowering } from './java-expressions.js';

export interface StatementLowering extends JavaLowering {
  lowerClass(node: SgNode): Stmt[];
}

/** A URL parsed from one variable: `URI.create(x)`, `new URI(x)`, `new URL(x)`. */
const PARSED_URL = /^(?:(?:java\.net\.)?URI\.create|new\s+(?:java\.net\.)?(?:URI|URL))\(\s*\w+\s*\)$/;

const SKIPPED = new Set(['line_comment', 'block_comment', 'empty_statement', 'assert_statement', 'import_declaration', 'package_declaration']);

/** `String a = x, b;`: one assignment per declarator, each name a local of its declared type. */
function lowerLocals(decl: SgNode, cx: StatementLowering): Stmt[] {
  const typeNode = fieldOf(decl, 'type');
  const type = typeNode && textOf(typeNode) !== 'var' ? simpleType(textOf(typeNode)) : '';
  return named(decl).filter((c) => kindOf(c) === 'variable_declarator').map((d): Stmt => {
    const nameNode = fieldOf(d, 'name') as SgNode;
    const name = textOf(nameNode);
    cx.locals.add(name);
    if (type) cx.types.set(name, type);
    else cx.types.delete(name);
    const value = fieldOf(d, 'value');
    if (value && PARSED_URL.test(textOf(value))) cx.parsedUrls.set(name, value);
    else cx.parsedUrls.delete(name);
    return { k: 'assign', target: { k: 'var', name, range: rangeOf(nameNode) }, ...(value ? { value: lowerExpr(value, cx) } : {}), declare: true, range: rangeOf(d) };
  });
}

/** Case groups (`case "a": case "b": ...`) fall through; an arrow rule (`case "a" -> ...`) ends in a break. */
function lowerSwitch(node: SgNode, cx: StatementLowering): Stmt[] {
  const subject = fieldOf(node, 'condition');
  const block = fieldOf(node, 'body') ?? named(node).find((c) => kindOf(c) === 'switch_block');
  const cases = (block ? named(block) : []).map((group): SwitchCase => {
    const labels = named(group).filter((c) => kindOf(c) === 'switch_label');
    const values = labels.flatMap((l) => named(l));
    const isDefault = labels.some((l) => named(l).length === 0);
    const constants = values.every((v) => !/pattern/.test(kindOf(v)));
    const body = named(group).filter((c) => kindOf(c) !== 'switch_label').flatMap((s) => lowerStmt(s, cx));
    if (kindOf(group) === 'switch_rule') body.push({ k: 'break', range: rangeOf(group) });
    return { tests: isDefault || !constants ? [] : values.map((v) => lowerExpr(v, cx)), body, range: rangeOf(group) };
  });
  return [{ k: 'switch', subject: subject ? lowerExpr(subject, cx) : unknownOf(node, []), cases, range: rangeOf(node) }];
}

function lowerTry(node: SgNode, cx: StatementLowering): Stmt[] {
  const resources = fieldOf(node, 'resources');
  const bound = (resources ? named(resources) : []).flatMap((r): Stmt[] => {
    const name = fieldOf(r, 'name');
    const value = fieldOf(r, 'value');
    if (!name || !value) return [{ k: 'expr', expr: lowerExpr(named(r)[0] ?? r, cx), range: rangeOf(r) }];
    cx.locals.add(textOf(name));
    const type = fieldOf(r, 'type');
    if (type) cx.types.set(textOf(name), simpleType(textOf(type)));
    return [{ k: 'assign', target: { k: 'var', name: textOf(name), range: rangeOf(name) }, value: lowerExpr(value, cx), declare: true, range: rangeOf(r) }];
  });
  const catches = named(node).filter((c) => kindOf(c) === 'catch_clause');
  const handler = catches.flatMap((c) => {
    const block = fieldOf(c, 'body');
    return block ? lowerBlock(block, cx) : [];
  });
  const fin = named(node).find((c) => kindOf(c) === 'finally_clause');
  const finBlock = fin ? named(fin).find((b) => kindOf(b) === 'block') : undefined;
  const body = fieldOf(node, 'body');
  return [...bound, { k: 'try', body: body ? lowerBlock(body, cx) : [], ...(catches.length ? { handler } : {}), ...(finBlock ? { finalizer: lowerBlock(finBlock, cx) } : {}), range: rangeOf(node) }];
}

function lowerFor(node: SgNode, cx: StatementLowering): Stmt[] {
  const range = rangeOf(node);
  const init = named(node).filter((c) => c.id() === fieldOf(node, 'init')?.id() || (kindOf(c) === 'local_variable_declaration'));
  const condition = fieldOf(node, 'condition');
  const updates = named(node).filter((c) => c.id() === fieldOf(node, 'update')?.id());
  const body = fieldOf(node, 'body');
  return [{
    k: 'loop', init: init.flatMap((i) => lowerStmt(i, cx)), ...(condition ? { test: lowerExpr(condition, cx) } : {}),
    update: updates.map((u) => lowerExpr(u, cx)), body: body ? lowerStmt(body, cx) : [], range,
  }];
}

function lowerForEach(node: SgNode, cx: StatementLowering): Stmt[] {
  const name = fieldOf(node, 'name') ?? named(node).find((c) => kindOf(c) === 'variable_declarator');
  const value = fieldOf(node, 'value');
  const body = fieldOf(node, 'body');
  const variable = name && kindOf(name) === 'variable_declarator' ? (fieldOf(name, 'name') as SgNode) : name;
  if (variable) cx.locals.add(textOf(variable));
  return [{ k: 'loop', ...(variable ? { binding: lowerTarget(variable, cx) } : {}), ...(value ? { iterable: lowerExpr(value, cx) } : {}), body: body ? lowerStmt(body, cx) : [], range: rangeOf(node) }];
}

export const lowerStmt = statementLowering(SKIPPED, lowerExpr, lowerJavaStatement);

function lowerJavaStatement(node: SgNode, kind: string, range: Range, cx: StatementLowering): Stmt[] {
  switch (kind) {
    case 'block':
    case 'constructor_body':
    case 'synchronized_statement':
      return lowerBlock(kind === 'synchronized_statement' ? (fieldOf(node, 'body') ?? node) : node, cx);
    case 'expression_statement': {
      const [expr] = named(node);
      if (expr && kindOf(expr) === 'switch_expression') return lowerSwitch(expr, cx);
      return expr ? [{ k: 'expr', expr: lowerExpr(expr, cx), range }] : [];
    }
    case 'local_variable_declaration':
      return lowerLocals(node, cx);
    case 'if_statement': {
      const alternative = fieldOf(node, 'alternative');
      return [{ k: 'if', test: lowerExpr(fieldOf(node, 'condition') as SgNode, cx), then: lowerStmt(fieldOf(node, 'consequence') as SgNode, cx), ...(alternative ? { else: lowerStmt(alternative, cx) } : {}), range }];
    }
    case 'switch_expression':
      return lowerSwitch(node, cx);
    case 'for_statement':
      return lowerFor(node, cx);
    case 'enhanced_for_statement':
      return lowerForEach(node, cx);
    case 'while_statement':
      return [{ k: 'loop', test: lowerExpr(fieldOf(node, 'condition') as SgNode, cx), body: lowerStmt(fieldOf(node, 'body') as SgNode, cx), range }];
    case 'do_statement': {
      const condition = fieldOf(node, 'condition');
      return [{ k: 'loop', ...(condition ? { test: lowerExpr(condition, cx) } : {}), body: lowerStmt(fieldOf(node, 'body') as SgNode, cx), testAfter: true, range }];
    }
    case 'try_statement':
    case 'try_with_resources_statement':
      return lowerTry(node, cx);
    case 'return_statement':
    case 'yield_statement': {
      const [value] = named(node);
      return [{ k: 'return', ...(value ? { value: lowerExpr(value, cx) } : {}), range }];
    }
    case 'explicit_constructor_invocation':
      return [{ k: 'expr', expr: unknownOf(node, named(fieldOf(node, 'arguments') ?? node).map((a) => lowerExpr(a, cx))), range }];
    case 'local_class_declaration':
    case 'class_declaration':
    case 'record_declaration':
    case 'enum_declaration':
    case 'interface_declaration':
      return cx.lowerClass(node);
  }
  return [{ k: 'expr', expr: lowerExpr(node, cx), range }];
}

export function lowerBlock(node: SgNode, cx: StatementLowering): Stmt[] {
  return named(node).flatMap((s) => lowerStmt(s, cx));
}
