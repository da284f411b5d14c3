/**
 * The C# frontend: @ast-grep/lang-csharp's grammar to IR (expressions in ./csharp-expressions.ts).
 * Entry points are methods nobody in the file calls and minimal API lambdas (`app.MapGet("/x", (string
 * nome) => ...)`, named after their registration). A method's decorators are its attributes and, when it
 * is public, its class's attributes and base types, so model rows of kind `route` say which methods are
 * actions (`ControllerBase`, `[ApiController]`, `[HttpGet]`); a parameter's decorators are its attributes
 * (`[FromQuery]`) and its type is the simple name (`ILogger<T>?` → ILogger). Top-level statements
 * (Program.cs) are the module's body. Fields and properties of a class are one object state across its methods.
 */
import { parse, type SgNode } from '@ast-grep/napi';
import { ensureGrammars } from '../grammars.js';
import type { Expr, FunctionIR, ModuleIR, Param, Range, Stmt, SwitchCase, Target } from '../ir/nodes.js';
import { fieldOf, kindOf, named, textOf } from '../tree.js';
import { csharpInterface } from './qualified-imports.js';
import { rangeOf, statementLowering, unknownOf } from './lowering.js';
import { lowerExpr, lowerTarget, simpleType, type CsLowering } from './csharp-expressions.js';

interface Cx extends CsLowering {
  functions: FunctionIR[];
  nextId: number;
  byNode: Map<number, FunctionIR>;
  className?: string;
  /** Decorators a public method of the current class inherits (class attributes, base types). */
  classDecorators: string[];
}

const CLASSES = new Set(['class_declaration', 'record_declaration', 'struct_declaration', 'interface_declaration']);
const FUNCTIONS = new Set(['method_declaration', 'constructor_declaration', 'local_function_statement', 'lambda_expression', 'anonymous_method_expression']);
const SKIPPED = new Set(['using_directive', 'comment', 'empty_statement', 'goto_statement', 'extern_alias_directive', 'delegate_declaration', 'enum_declaration', 'attribute_list', 'file_scoped_namespace_declaration']);

const attributesOf = (node: SgNode): string[] => named(node).filter((c) => kindOf(c) === 'attribute_list').flatMap((l) => named(l).filter((a) => kindOf(a) === 'attribute')).map((a) => simpleType(textOf(fieldOf(a, 'name') ?? a)).replace(/Attribute$/, ''));
const modifiersOf = (node: SgNode): string[] => named(node).filter((c) => kindOf(c) === 'modifier').map(textOf);

function lowerParams(list: SgNode | null): Param[] {
  const params = list ? named(list).filter((p) => kindOf(p) === 'parameter') : [];
  // `x => ...`: a lambda's single untyped parameter is the identifier itself.
  if (list && (kindOf(list) === 'identifier' || kindOf(list) === 'implicit_parameter')) return [{ target: { k: 'var', name: textOf(list), range: rangeOf(list) }, name: textOf(list), text: textOf(list), type: '', decorators: [], range: rangeOf(list) }];
  return params.map((p): Param => {
    const nameNode = fieldOf(p, 'name');
    const typeNode = fieldOf(p, 'type');
    const name = nameNode ? textOf(nameNode) : '';
    const target: Target = name ? { k: 'var', name, range: rangeOf(nameNode as SgNode) } : { k: 'unknownTarget', parts: [], range: rangeOf(p) };
    const defaultNode = named(p).find((c) => kindOf(c) === 'equals_value_clause');
    return { target, name, text: textOf(p), type: typeNode ? simpleType(textOf(typeNode)) : '', decorators: attributesOf(p), range: rangeOf(p), ...(defaultNode && named(defaultNode)[0] ? { defaultValue: { k: 'const', value: null, range: rangeOf(defaultNode) } as Expr } : {}) };
  });
}

function lowerFunctionNode(node: SgNode, cx: Cx, options: { name?: string; decorators?: string[] } = {}): FunctionIR {
  const known = cx.byNode.get(node.id());
  if (known) return known;
  const kind = kindOf(node);
  const nameNode = kind === 'lambda_expression' || kind === 'anonymous_method_expression' ? null : fieldOf(node, 'name');
  const isMethod = kind === 'method_declaration' || kind === 'constructor_declaration';
  const inherited = isMethod && modifiersOf(node).includes('public') && !modifiersOf(node).includes('static') && kind === 'method_declaration' ? cx.classDecorators : [];
  const paramsNode = fieldOf(node, 'parameters') ?? named(node).find((c) => kindOf(c) === 'parameter_list' || kindOf(c) === 'implicit_parameter') ?? null;
  const params = lowerParams(paramsNode);
  const fn: FunctionIR = {
    id: cx.nextId++, name: options.name ?? (nameNode ? textOf(nameNode) : ''), params, body: [],
    decorators: [...(options.decorators ?? []), ...attributesOf(node), ...inherited],
    ...(cx.className && kind !== 'lambda_expression' && kind !== 'anonymous_method_expression' ? { className: cx.className } : {}), range: rangeOf(node),
  };
  cx.functions.push(fn);
  cx.byNode.set(node.id(), fn);
  const bodyNode = fieldOf(node, 'body') ?? named(node).find((c) => kindOf(c) === 'block' || kindOf(c) === 'arrow_expression_clause') ?? null;
  const className = cx.className;
  const fields = cx.fields;
  const lowerBody = (): Stmt[] => {
    const outer = { className: cx.className, fields: cx.fields, locals: cx.locals };
    Object.assign(cx, { className, fields, locals: new Set([...(kind === 'lambda_expression' ? outer.locals : []), ...params.map((p) => p.name)]) });
    try {
      if (!bodyNode) return [];
      if (kindOf(bodyNode) === 'block') return lowerBlock(bodyNode, cx);
      const expr = kindOf(bodyNode) === 'arrow_expression_clause' ? named(bodyNode)[0] : bodyNode;
      return expr ? [{ k: 'return', value: lowerExpr(expr, cx), range: rangeOf(expr) }] : [];
    } finally {
      Object.assign(cx, outer);
    }
  };
  let body: Stmt[] | undefined;
  Object.defineProperty(fn, 'body', { enumerable: true, get: () => (body ??= lowerBody()), set: (value: Stmt[]) => { body = value; } });
  if (bodyNode && kindOf(bodyNode) !== 'block') fn.expressionBody = true;
  return fn;
}

/** `var a = x, b;`: one assignment per declarator (a declarator without a value binds nothing the client chose). */
function lowerVariables(decl: SgNode, cx: Cx): Stmt[] {
  return named(decl).filter((c) => kindOf(c) === 'variable_declarator').map((d): Stmt => {
    const nameNode = fieldOf(d, 'name') ?? (named(d)[0] as SgNode);
    const valueNode = named(d).filter((c) => c.id() !== nameNode.id()).map((c) => (kindOf(c) === 'equals_value_clause' ? named(c)[0] : c)).find((c) => c !== undefined && kindOf(c) !== 'bracketed_argument_list');
    for (const id of kindOf(nameNode) === 'identifier' ? [nameNode] : nameNode.findAll({ rule: { kind: 'identifier' } })) cx.locals.add(textOf(id));
    const target: Target = kindOf(nameNode) === 'identifier' ? { k: 'var', name: textOf(nameNode), range: rangeOf(nameNode) } : lowerTarget(nameNode, cx);
    return { k: 'assign', target, value: valueNode ? lowerExpr(valueNode, cx) : unknownOf(d, []), declare: true, range: rangeOf(d) };
  });
}

const declarationOf = (node: SgNode): SgNode | undefined => named(node).find((c) => kindOf(c) === 'variable_declaration');

/** A switch section's body, ending in a break (C# does not fall through a non-empty section). */
function lowerSwitch(node: SgNode, cx: Cx): Stmt[] {
  const subjectNode = fieldOf(node, 'value') ?? named(node)[0];
  const body = fieldOf(node, 'body') ?? named(node).find((c) => kindOf(c) === 'switch_body');
  const cases = (body ? named(body) : []).filter((s) => kindOf(s) === 'switch_section').map((section): SwitchCase => {
    const labels = named(section).filter((c) => /pattern|case_switch_label|default_switch_label|^when_clause$/.test(kindOf(c)));
    const statements = named(section).filter((c) => !labels.includes(c));
    const tests = labels.filter((l) => kindOf(l) === 'constant_pattern').map((l) => lowerExpr(named(l)[0] ?? l, cx));
    const anyValue = labels.some((l) => kindOf(l) !== 'constant_pattern' && kindOf(l) !== 'default_switch_label');
    return { tests: anyValue ? [] : tests, body: statements.flatMap((s) => lowerStmt(s, cx)), range: rangeOf(section) };
  });
  return [{ k: 'switch', subject: subjectNode ? lowerExpr(subjectNode, cx) : unknownOf(node, []), cases, range: rangeOf(node) }];
}

function lowerTry(node: SgNode, cx: Cx): Stmt {
  const body = fieldOf(node, 'body') as SgNode;
  const catches = named(node).filter((c) => kindOf(c) === 'catch_clause');
  const fin = named(node).find((c) => kindOf(c) === 'finally_clause');
  const handler = catches.flatMap((c) => {
    const block = fieldOf(c, 'body') ?? named(c).find((b) => kindOf(b) === 'block');
    return block ? lowerBlock(block, cx) : [];
  });
  const finBlock = fin ? named(fin).find((b) => kindOf(b) === 'block') : undefined;
  return { k: 'try', body: lowerBlock(body, cx), ...(catches.length ? { handler } : {}), ...(finBlock ? { finalizer: lowerBlock(finBlock, cx) } : {}), range: rangeOf(node) };
}

const lowerStmt = statementLowering(SKIPPED, lowerExpr, lowerCSharpStatement);

function lowerCSharpStatement(node: SgNode, kind: string, range: Range, cx: Cx): Stmt[] {
  switch (kind) {
    case 'block':
    case 'global_statement':
    case 'checked_statement':
    case 'unsafe_statement':
    case 'fixed_statement':
    case 'lock_statement':
      return lowerBlock(node, cx);
    case 'expression_statement': {
      const [expr] = named(node);
      return expr ? [{ k: 'expr', expr: lowerExpr(expr, cx), range }] : [];
    }
    case 'local_declaration_statement':
    case 'variable_declaration':
      return kind === 'variable_declaration' ? lowerVariables(node, cx) : lowerVariables(declarationOf(node) ?? node, cx);
    case 'using_statement': {
      const decl = declarationOf(node);
      const resource = decl ? lowerVariables(decl, cx) : named(node).filter((c) => c.id() !== fieldOf(node, 'body')?.id()).map((c): Stmt => ({ k: 'expr', expr: lowerExpr(c, cx), range: rangeOf(c) }));
      const body = fieldOf(node, 'body');
      return [...resource, ...(body ? lowerStmt(body, cx) : [])];
    }
    case 'if_statement': {
      const alternative = fieldOf(node, 'alternative');
      return [{ k: 'if', test: lowerExpr(fieldOf(node, 'condition') as SgNode, cx), then: lowerStmt(fieldOf(node, 'consequence') as SgNode, cx), ...(alternative ? { else: lowerStmt(alternative, cx) } : {}), range }];
    }
    case 'switch_statement':
      return lowerSwitch(node, cx);
    case 'foreach_statement': {
      const left = fieldOf(node, 'left');
      if (left && kindOf(left) === 'identifier') cx.locals.add(textOf(left));
      const right = fieldOf(node, 'right');
      return [{ k: 'loop', ...(left ? { binding: lowerTarget(left, cx) } : {}), ...(right ? { iterable: lowerExpr(right, cx) } : {}), body: lowerStmt(fieldOf(node, 'body') as SgNode, cx), range }];
    }
    case 'for_statement': {
      const init = fieldOf(node, 'initializer');
      const condition = fieldOf(node, 'condition');
      const update = fieldOf(node, 'update');
      return [{ k: 'loop', ...(init ? { init: lowerStmt(init, cx) } : {}), ...(condition ? { test: lowerExpr(condition, cx) } : {}), update: update ? [lowerExpr(update, cx)] : [], body: lowerStmt(fieldOf(node, 'body') as SgNode, cx), range }];
    }
    case 'while_statement':
      return [{ k: 'loop', test: lowerExpr(fieldOf(node, 'condition') as SgNode, cx), body: lowerStmt(fieldOf(node, 'body') as SgNode, cx), range }];
    case 'do_statement': {
      const body = fieldOf(node, 'body') ?? named(node)[0];
      const condition = fieldOf(node, 'condition') ?? named(node)[1];
      return [{ k: 'loop', ...(condition ? { test: lowerExpr(condition, cx) } : {}), body: body ? lowerStmt(body, cx) : [], testAfter: true, range }];
    }
    case 'try_statement':
      return [lowerTry(node, cx)];
    case 'return_statement': {
      const [value] = named(node);
      return [{ k: 'return', ...(value ? { value: lowerExpr(value, cx) } : {}), range }];
    }
    case 'yield_statement': {
      const [value] = named(node);
      return value ? [{ k: 'return', value: lowerExpr(value, cx), range }] : [];
    }
    case 'local_function_statement':
      return [{ k: 'function', fn: lowerFunctionNode(node, cx), range }];
    case 'namespace_declaration':
    case 'declaration_list':
      return named(node).flatMap((c) => lowerStmt(c, cx));
  }
  if (CLASSES.has(kind)) return lowerClass(node, cx);
  if (/^(?:method|constructor|property|field|event|operator|destructor|indexer)_declaration$/.test(kind)) return [];
  return [{ k: 'expr', expr: lowerExpr(node, cx), range }];
}

function lowerBlock(node: SgNode, cx: Cx): Stmt[] {
  return named(node).flatMap((s) => lowerStmt(s, cx));
}

/** Fields and properties with their initial values (`private string tipo = "EMAIL";`, `public string Nome { get; set; } = "x";`). */
function classFields(members: readonly SgNode[], cx: Cx): Extract<Stmt, { k: 'class' }>['fields'] {
  return members.flatMap((m) => {
    if (kindOf(m) === 'property_declaration') {
      const nameNode = fieldOf(m, 'name') as SgNode;
      const value = named(m).filter((c) => c.id() !== nameNode.id() && c.id() !== fieldOf(m, 'type')?.id() && !/^(?:modifier|accessor_list|attribute_list|arrow_expression_clause|explicit_interface_specifier)$/.test(kindOf(c))).at(-1);
      return [{ name: textOf(nameNode), ...(value ? { value: lowerExpr(value, cx) } : {}), range: rangeOf(m) }];
    }
    const decl = kindOf(m) === 'field_declaration' ? declarationOf(m) : undefined;
    return (decl ? named(decl).filter((d) => kindOf(d) === 'variable_declarator') : []).map((d) => {
      const nameNode = fieldOf(d, 'name') ?? (named(d)[0] as SgNode);
      const value = named(d).filter((c) => c.id() !== nameNode.id()).map((c) => (kindOf(c) === 'equals_value_clause' ? named(c)[0] : c)).find((c) => c !== undefined);
      return { name: textOf(nameNode), ...(value ? { value: lowerExpr(value, cx) } : {}), range: rangeOf(d) };
    });
  });
}

/** A class's methods (each knows its class) and nested types; fields and properties are the class's state. */
function lowerClass(node: SgNode, cx: Cx): Stmt[] {
  const name = textOf(fieldOf(node, 'name') as SgNode);
  const body = fieldOf(node, 'body') ?? named(node).find((c) => kindOf(c) === 'declaration_list');
  const members = body ? named(body) : [];
  const bases = named(node).filter((c) => kindOf(c) === 'base_list').flatMap((l) => named(l)).map((b) => simpleType(textOf(b)));
  const fields = new Set(members.flatMap((m) => {
    if (kindOf(m) === 'property_declaration') return [textOf(fieldOf(m, 'name') as SgNode)];
    if (kindOf(m) !== 'field_declaration') return [];
    const decl = declarationOf(m);
    return decl ? named(decl).filter((d) => kindOf(d) === 'variable_declarator').map((d) => textOf(fieldOf(d, 'name') ?? (named(d)[0] as SgNode))) : [];
  }));
  // Primary constructor parameters (`class Servico(IDb db)`, a record's) are fields too.
  const primary = lowerParams(named(node).find((c) => kindOf(c) === 'parameter_list') ?? null);
  for (const p of primary) fields.add(p.name);
  const properties = members.filter((m) => kindOf(m) === 'property_declaration' && fieldOf(m, 'type'));
  const fieldTypes = Object.fromEntries([...primary.map((p) => [p.name, p.type]), ...properties.map((m) => [textOf(fieldOf(m, 'name') as SgNode), simpleType(textOf(fieldOf(m, 'type') as SgNode))])]) as Record<string, string>;
  const outer = { className: cx.className, fields: cx.fields, classDecorators: cx.classDecorators };
  Object.assign(cx, { className: name, fields, classDecorators: [...attributesOf(node), ...bases] });
  try {
    const nested: Stmt[] = [];
    for (const member of members) {
      if (FUNCTIONS.has(kindOf(member))) lowerFunctionNode(member, cx);
      else if (CLASSES.has(kindOf(member))) nested.push(...lowerClass(member, cx));
    }
    return [{ k: 'class', name, fields: classFields(members, cx), methods: [], fieldTypes, range: rangeOf(node) }, ...nested];
  } finally {
    Object.assign(cx, outer);
  }
}

export function parseCSharp(text: string): SgNode {
  ensureGrammars();
  return parse('csharp', text).root();
}

export function lowerCSharp(file: string, root: SgNode): ModuleIR {
  const cx: Cx = { functions: [], nextId: 0, called: new Set(), byNode: new Map(), fields: new Set(), locals: new Set(), classDecorators: [], lowerFunction: (node, options) => lowerFunctionNode(node, cx, options) };
  const body = lowerBlock(root, cx);
  for (const fn of cx.functions) void fn.body;
  return { file, language: 'csharp', body, functions: cx.functions, calledNames: cx.called, ...csharpInterface(root) };
}
