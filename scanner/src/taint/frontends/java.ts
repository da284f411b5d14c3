/**
 * The Java frontend: tree-sitter-java to IR (expressions in ./java-expressions.ts, statements in
 * ./java-statements.ts, package and imports in ./qualified-imports.ts). Entry points are methods nobody
 * in the file calls: a servlet's doGet/doPost is known by its parameters' types (`HttpServletRequest`: type rows), a Spring or JAX-RS handler's
 * parameters by their annotations (`@RequestParam`, `@QueryParam`: decorator rows). A public method's
 * decorators also hold its class's annotations and base types, so rows may name a controller. Fields
 * of a class are one object state across its methods; constructors are named `constructor`, so
 * `new C(req)` runs the class's constructor into that state.
 */
import { parse, type SgNode } from '@ast-grep/napi';
import { ensureGrammars } from '../grammars.js';
import type { ClassField, FunctionIR, ModuleIR, Param, Stmt, Target } from '../ir/nodes.js';
import { fieldOf, kindOf, named, textOf } from '../tree.js';
import { annotationArgsOf, rangeOf, responseTypeOf } from './lowering.js';
import { javaInterface } from './qualified-imports.js';
import { lowerExpr, simpleType } from './java-expressions.js';
import { lowerBlock, type StatementLowering } from './java-statements.js';

interface Cx extends StatementLowering {
  functions: FunctionIR[];
  nextId: number;
  byNode: Map<number, FunctionIR>;
  className?: string;
  /** Decorators a public method of the current class inherits (class annotations, base types). */
  classDecorators: string[];
}

const CLASSES = new Set(['class_declaration', 'interface_declaration', 'enum_declaration', 'record_declaration']);
const BODIES = new Set(['class_body', 'interface_body', 'enum_body', 'enum_body_declarations']);

const annotationName = (a: SgNode): string => simpleType(textOf(fieldOf(a, 'name') ?? a).replace(/^@/, ''));
const modifiersOf = (node: SgNode): SgNode | undefined => named(node).find((c) => kindOf(c) === 'modifiers');
const annotationNodes = (node: SgNode): SgNode[] => {
  const modifiers = modifiersOf(node);
  return modifiers ? named(modifiers).filter((m) => /annotation$/.test(kindOf(m))) : [];
};
const annotationsOf = (node: SgNode): string[] => annotationNodes(node).map(annotationName);
/** `@Value("${a.b}")` on a field or parameter: the framework may fill it (models' `injected` rows). */
const injectedBy = (node: SgNode): { annotationArgs?: Record<string, string> } => {
  const args = annotationArgsOf(annotationNodes(node), annotationName);
  return args ? { annotationArgs: args } : {};
};

function lowerParams(list: SgNode | null, bodyText: string): Param[] {
  if (!list) return [];
  // `x -> ...`, `(a, b) -> ...`: a lambda's untyped parameters are identifiers.
  if (kindOf(list) === 'identifier' || kindOf(list) === 'inferred_parameters') {
    const names = kindOf(list) === 'identifier' ? [list] : named(list);
    return names.map((n): Param => ({ target: { k: 'var', name: textOf(n), range: rangeOf(n) }, name: textOf(n), text: textOf(n), type: '', decorators: [], range: rangeOf(n) }));
  }
  return named(list).filter((p) => kindOf(p) === 'formal_parameter' || kindOf(p) === 'spread_parameter').map((p): Param => {
    const declarator = named(p).find((c) => kindOf(c) === 'variable_declarator');
    const nameNode = fieldOf(p, 'name') ?? (declarator ? fieldOf(declarator, 'name') : null);
    const typeNode = fieldOf(p, 'type') ?? named(p).find((c) => /type|identifier/.test(kindOf(c)) && c !== nameNode);
    const name = nameNode ? textOf(nameNode) : '';
    const target: Target = { k: 'var', name, range: rangeOf(nameNode ?? p) };
    const type = typeNode ? simpleType(textOf(typeNode)) : '';
    return { target, name, text: textOf(p), type: responseTypeOf(type, bodyText), decorators: annotationsOf(p), ...injectedBy(p), range: rangeOf(p) };
  });
}

/** A Spring MVC handler whose String result names a view (a `@Controller`, no `@ResponseBody`): model rows of `returnOf: [SpringView]` check it. */
const SPRING_VIEW = 'SpringView';

function returnsViewName(node: SgNode, classDecorators: readonly string[]): boolean {
  if (kindOf(node) !== 'method_declaration' || textOf(fieldOf(node, 'type') ?? node) !== 'String') return false;
  const own = annotationsOf(node);
  const body = [...own, ...classDecorators];
  return classDecorators.includes('Controller') && own.some((a) => /Mapping$/.test(a)) && !body.includes('ResponseBody') && !body.includes('RestController');
}

function lowerFunctionNode(node: SgNode, cx: Cx): FunctionIR {
  const known = cx.byNode.get(node.id());
  if (known) return known;
  const kind = kindOf(node);
  const lambda = kind === 'lambda_expression';
  const bodyNode = fieldOf(node, 'body') ?? named(node).find((c) => kindOf(c) === 'block') ?? null;
  const params = lowerParams(fieldOf(node, 'parameters'), bodyNode ? textOf(bodyNode) : '');
  const isPublic = /\bpublic\b/.test(textOf(modifiersOf(node) ?? node).replace(/@\w+(?:\([^)]*\))?/g, '')) || (kind === 'method_declaration' && annotationsOf(node).length > 0);
  const name = kind === 'constructor_declaration' ? 'constructor' : kind === 'method_declaration' ? textOf(fieldOf(node, 'name') as SgNode) : '';
  const fn: FunctionIR = {
    id: cx.nextId++, name, params, body: [],
    decorators: [...annotationsOf(node), ...(kind === 'method_declaration' && isPublic ? cx.classDecorators : []), ...(returnsViewName(node, cx.classDecorators) ? [SPRING_VIEW] : [])],
    ...(cx.className && !lambda ? { className: cx.className } : {}), range: rangeOf(node),
  };
  cx.functions.push(fn);
  cx.byNode.set(node.id(), fn);
  const scope = { className: cx.className, fields: cx.fields, locals: cx.locals, types: cx.types, parsedUrls: cx.parsedUrls };
  const lowerBody = (): Stmt[] => {
    const outer = { className: cx.className, fields: cx.fields, locals: cx.locals, types: cx.types, parsedUrls: cx.parsedUrls };
    const locals = new Set([...(lambda ? scope.locals : []), ...params.map((p) => p.name)]);
    // A parameter keeps its own name as receiver (`request.getHeader` in a trace); it only hides a field's type.
    const types = new Map([...scope.types, ...params.map((p): [string, string] => [p.name, ''])]);
    Object.assign(cx, { className: scope.className, fields: scope.fields, locals, types, parsedUrls: new Map(lambda ? scope.parsedUrls : []) });
    try {
      if (!bodyNode) return [];
      if (kindOf(bodyNode) === 'block' || kindOf(bodyNode) === 'constructor_body') return lowerBlock(bodyNode, cx);
      fn.expressionBody = true;
      return [{ k: 'return', value: lowerExpr(bodyNode, cx), range: rangeOf(bodyNode) }];
    } finally {
      Object.assign(cx, outer);
    }
  };
  let body: Stmt[] | undefined;
  Object.defineProperty(fn, 'body', { enumerable: true, get: () => (body ??= lowerBody()), set: (value: Stmt[]) => { body = value; } });
  return fn;
}

/** Members of a class body, enum constants' declarations included. */
function membersOf(node: SgNode): SgNode[] {
  const body = fieldOf(node, 'body') ?? named(node).find((c) => BODIES.has(kindOf(c)));
  if (!body) return [];
  return named(body).flatMap((m) => (BODIES.has(kindOf(m)) ? named(m) : [m]));
}

const declaratorsOf = (field: SgNode): SgNode[] => named(field).filter((c) => kindOf(c) === 'variable_declarator');

/** A class: its fields (with their initial values) are one object state; methods, constructors and initializers are functions. */
function lowerClass(node: SgNode, cx: Cx): Stmt[] {
  const name = textOf(fieldOf(node, 'name') as SgNode);
  const members = membersOf(node);
  const fieldDecls = members.filter((m) => kindOf(m) === 'field_declaration' || kindOf(m) === 'constant_declaration');
  const recordParams = lowerParams(fieldOf(node, 'parameters'), '');
  const fieldNames = new Set([...fieldDecls.flatMap((f) => declaratorsOf(f).map((d) => textOf(fieldOf(d, 'name') as SgNode))), ...recordParams.map((p) => p.name)]);
  const bases = ['superclass', 'interfaces'].map((f) => fieldOf(node, f)).filter((b): b is SgNode => b !== null).flatMap((b) => b.findAll({ rule: { kind: 'type_identifier' } })).map(textOf);
  const outer = { className: cx.className, fields: cx.fields, locals: cx.locals, types: cx.types, classDecorators: cx.classDecorators };
  Object.assign(cx, { className: name, fields: fieldNames, locals: new Set(), types: new Map(), classDecorators: [...annotationsOf(node), ...bases] });
  try {
    const fields = fieldDecls.flatMap((f) => declaratorsOf(f).map((d): ClassField => {
      const value = fieldOf(d, 'value');
      const type = fieldOf(f, 'type');
      return { name: textOf(fieldOf(d, 'name') as SgNode), ...(value ? { value: lowerExpr(value, cx) } : { ...(type ? { type: simpleType(textOf(type)) } : {}), ...injectedBy(f) }), range: rangeOf(d) };
    }));
    const nested: Stmt[] = [];
    for (const member of members) {
      const kind = kindOf(member);
      if (kind === 'method_declaration' || kind === 'constructor_declaration' || kind === 'compact_constructor_declaration') lowerFunctionNode(member, cx);
      else if (kind === 'static_initializer' || kind === 'block') lowerFunctionNode(member, cx);
      else if (CLASSES.has(kind)) nested.push(...lowerClass(member, cx));
    }
    return [{ k: 'class', name, fields, methods: [], range: rangeOf(node) }, ...nested];
  } finally {
    Object.assign(cx, outer);
  }
}

const SCALAR_RETURN = /^(?:int|long|short|byte|double|float|boolean|Integer|Long|Short|Byte|Double|Float|Boolean)$/;

/** Names every method declaration of the file gives a number or boolean type (an overload returning text excludes the name). */
function numberMethods(root: SgNode): Set<string> {
  const byName = new Map<string, boolean>();
  for (const m of root.findAll({ rule: { kind: 'method_declaration' } })) {
    const name = textOf(fieldOf(m, 'name') as SgNode);
    const scalar = SCALAR_RETURN.test(textOf(fieldOf(m, 'type') ?? m));
    byName.set(name, (byName.get(name) ?? true) && scalar);
  }
  return new Set([...byName].filter(([, scalar]) => scalar).map(([name]) => name));
}

export function parseJava(text: string): SgNode {
  ensureGrammars();
  return parse('java', text).root();
}

export function lowerJava(file: string, root: SgNode): ModuleIR {
  const classes = new Set(root.findAll({ rule: { any: [...CLASSES].map((kind) => ({ kind })) } }).map((c) => textOf(fieldOf(c, 'name') ?? c)));
  const cx: Cx = {
    functions: [], nextId: 0, called: new Set(), byNode: new Map(), fields: new Set(), locals: new Set(), types: new Map(), classes, classDecorators: [], numberMethods: numberMethods(root), parsedUrls: new Map(),
    lowerFunction: (node) => lowerFunctionNode(node, cx),
    lowerClass: (node) => lowerClass(node, cx),
  };
  const body = named(root).flatMap((c) => (CLASSES.has(kindOf(c)) ? lowerClass(c, cx) : []));
  for (const fn of cx.functions) void fn.body;
  return { file, language: 'java', body, functions: cx.functions, calledNames: cx.called, ...javaInterface(root) };
}

