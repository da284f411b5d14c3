/**
 * Lowering every frontend shares: ranges, string literals and templates (constant fragments and
 * substitutions), operators, argument lists and the "unknown construct" fallback. Grammars differ in
 * node kinds; what a string or an argument list means does not.
 */
import type { SgNode } from '@ast-grep/napi';
import type { AnnotationArgs, Arg, Expr, FunctionIR, Param, Range, Stmt } from '../ir/nodes.js';
import { decodeEscape, decodeEscapes } from '../escapes.js';
import { fieldOf, kindOf, named, textOf } from '../tree.js';

/**
 * A node's range, asked of N-API only when read: most IR nodes never appear in a trace or a report, and
 * the position of every node was about a third of the lowering's time.
 */
class LazyRange implements Range {
  #node: SgNode | undefined;
  #range: Range | undefined;

  constructor(node: SgNode) {
    this.#node = node;
  }

  #resolve(): Range {
    if (!this.#range) {
      const { start, end } = (this.#node as SgNode).range();
      this.#range = { start: { line: start.line, column: start.column }, end: { line: end.line, column: end.column } };
      this.#node = undefined;
    }
    return this.#range;
  }

  get start(): Range['start'] {
    return this.#resolve().start;
  }

  get end(): Range['end'] {
    return this.#resolve().end;
  }

  toJSON(): Range {
    return this.#resolve();
  }
}

export function rangeOf(node: SgNode): Range {
  return new LazyRange(node);
}

/** Kinds of a string literal's constant pieces, in the grammars we lower. */
const FRAGMENTS = new Set(['string_fragment', 'string_content']);
const ESCAPES = new Set(['escape_sequence']);
const DELIMITERS = new Set(['string_start', 'string_end']);

/** How a grammar's string literal reads: the constant text of a piece, or undefined for a substitution. */
export interface StringGrammar {
  text(child: SgNode): string | undefined;
  /** Children passed over (delimiters) or read inside (a heredoc's body). */
  skip?(child: SgNode): boolean;
  descend?(child: SgNode): boolean;
}

/**
 * A string literal or a template: one constant when it has no substitution, else a template whose
 * parts are the constant pieces and the lowered substitutions, in order.
 */
export function lowerStringParts(node: SgNode, grammar: StringGrammar, lowerSubstitution: (part: SgNode) => Expr): Expr {
  const range = rangeOf(node);
  const parts: Expr[] = [];
  let pending = '';
  let pendingAt: SgNode | undefined;
  const flush = (): void => {
    if (pendingAt) parts.push({ k: 'const', value: pending, range: rangeOf(pendingAt) });
    pending = '';
    pendingAt = undefined;
  };
  const visit = (n: SgNode): void => {
    for (const child of named(n)) {
      if (grammar.skip?.(child)) continue;
      if (grammar.descend?.(child)) {
        visit(child);
        continue;
      }
      const text = grammar.text(child);
      if (text !== undefined) {
        pending += text;
        pendingAt ??= child;
      } else {
        flush();
        parts.push(lowerSubstitution(child));
      }
    }
  };
  visit(node);
  flush();
  if (parts.every((p) => p.k === 'const')) return { k: 'const', value: parts.map((p) => (p.k === 'const' ? String(p.value) : '')).join(''), range };
  return { k: 'template', parts, range };
}

/** JavaScript's, Python's and Java's strings and templates (escapes decoded as each language reads them). */
export function lowerString(node: SgNode, language: 'javascript' | 'python' | 'java', lowerSubstitution: (part: SgNode) => Expr): Expr {
  // Python's grammar leaves escapes inside the content; a raw string (r"...") keeps its backslashes.
  const decodeContent = language === 'python' && !/^[a-zA-Z]*[rR]/.test(textOf(node)) ? (text: string) => decodeEscapes(text, 'python') : (text: string) => text;
  return lowerStringParts(node, {
    skip: (child) => DELIMITERS.has(kindOf(child)),
    text: (child) => (ESCAPES.has(kindOf(child)) ? decodeEscape(textOf(child), language) : FRAGMENTS.has(kindOf(child)) ? decodeContent(textOf(child)) : undefined),
  }, lowerSubstitution);
}

/** The operator of a binary or unary node: its `operator` field, or the unnamed tokens between the operands. */
export function operatorText(node: SgNode): string {
  const field = fieldOf(node, 'operator');
  if (field) return textOf(field);
  return node.children().filter((c) => !c.isNamed()).map((c) => c.text()).join(' ');
}

/** Argument lists: positional, spread (`...xs`, `*args`) and keyword (`shell=True`) arguments. */
export function lowerArguments(list: readonly SgNode[], lowerExpr: (node: SgNode) => Expr): Arg[] {
  return list.map((arg) => {
    const kind = kindOf(arg);
    if (kind === 'spread_element' || kind === 'list_splat' || kind === 'dictionary_splat') {
      const [inner] = named(arg);
      return { value: inner ? lowerExpr(inner) : unknownOf(arg, []), spread: true };
    }
    if (kind === 'keyword_argument') {
      const value = fieldOf(arg, 'value');
      return { name: textOf(fieldOf(arg, 'name') as SgNode), value: value ? lowerExpr(value) : unknownOf(arg, []) };
    }
    return { value: lowerExpr(arg) };
  });
}

/** A construct the IR does not model: it carries the taint of its parts. */
export function unknownOf(node: SgNode, parts: Expr[]): Expr {
  return { k: 'unknown', parts, range: rangeOf(node) };
}

/** The number a literal spells (`0x1F`, `1_000`, `10n`), or NaN. */
export function numberOf(text: string): number {
  return Number(text.replace(/_/g, '').replace(/n$/, ''));
}

/** A handler that declares a body other than HTML (`response.setContentType("application/json")`, Kotlin's `contentType = "..."`). */
const PLAIN_RESPONSE = /\bcontentType\s*=\s*"(?![^"]*html)[^"]+"|setContentType\(\s*"(?![^"]*html)[^"]+"/i;
const RESPONSE_TYPE = /^(?:Http)?ServletResponse$/;

/** What such a handler writes is data, not markup: its response parameter's type is not the HTML one. */
export function responseTypeOf(type: string, bodyText: string): string {
  return RESPONSE_TYPE.test(type) && PLAIN_RESPONSE.test(bodyText) ? `${type} (sem HTML)` : type;
}

/**
 * The constant text argument of each annotation that has one (`@Value("${a.b:MD5}")`), by the annotation's
 * name (Java and Kotlin; Kotlin writes the `$` as `\$`): models' `injected` rows read the key from it.
 */
export function annotationArgsOf(annotations: readonly SgNode[], nameOf: (a: SgNode) => string): AnnotationArgs | undefined {
  const out: AnnotationArgs = {};
  for (const a of annotations) {
    const literal = a.find({ rule: { kind: 'string_literal' } });
    if (!literal || named(literal).some((c) => /interpolat/.test(kindOf(c)))) continue;
    out[nameOf(a)] = textOf(literal).replace(/^"|"$/g, '').replace(/\\\$/g, '$');
  }
  return Object.keys(out).length ? out : undefined;
}

/**
 * A constructor that writes what it is given into the class's one object state, so its methods read it
 * (a request wrapper): a Go struct literal `T{r: r}` (every field), a Kotlin primary constructor (its
 * `val`/`var` parameters: `stored`). It is no entry point (`route`: run only where a call makes the object).
 */
export function constructorOf(id: number, className: string, fields: readonly string[], node: SgNode, stored?: ReadonlySet<string>): FunctionIR {
  const range = rangeOf(node);
  const params: Param[] = fields.map((name) => ({ target: { k: 'var', name, range }, name, text: name, type: '', decorators: [], range }));
  const body: Stmt[] = fields.filter((name) => !stored || stored.has(name)).map((name) => ({ k: 'assign', target: { k: 'member', object: { k: 'this', range }, name, text: `this.${name}`, range }, value: { k: 'var', name, range }, range }));
  return { id, name: 'constructor', className, params, body, decorators: [], route: true, range };
}

/**
 * The statements every grammar writes alike: `break`, `continue`, a labelled statement (the IR's loops
 * name no label, so the statement stands alone) and `throw`/`raise` (of the value, or of nothing known).
 * Undefined for any other node.
 */
export function lowerCommonStatement(node: SgNode, lowerStmt: (s: SgNode) => Stmt[], lowerExpr: (e: SgNode) => Expr): Stmt[] | undefined {
  const range = rangeOf(node);
  switch (kindOf(node)) {
    case 'break_statement':
      return [{ k: 'break', range }];
    case 'continue_statement':
      return [{ k: 'continue', range }];
    case 'labeled_statement':
      return named(node).slice(1).flatMap(lowerStmt);
    case 'throw_statement':
    case 'throw_expression':
    case 'raise_statement': {
      const [value] = named(node);
      return [{ k: 'throw', value: value ? lowerExpr(value) : unknownOf(node, []), range }];
    }
  }
  return undefined;
}

/** A grammar's own statements: those lowerCommonStatement leaves, of a kind the grammar does not skip. */
export type GrammarStatements<C> = (node: SgNode, kind: string, range: Range, cx: C) => Stmt[];

/**
 * A frontend's lowerStmt: first the statements every grammar writes alike (lowerCommonStatement), then
 * nothing for the kinds the grammar skips (imports, comments, type-only declarations), else its own.
 */
export function statementLowering<C>(skipped: ReadonlySet<string>, lowerExpr: (e: SgNode, cx: C) => Expr, lowerOwn: GrammarStatements<C>): (node: SgNode, cx: C) => Stmt[] {
  const lowerStmt = (node: SgNode, cx: C): Stmt[] => {
    const common = lowerCommonStatement(node, (s) => lowerStmt(s, cx), (e) => lowerExpr(e, cx));
    if (common) return common;
    const kind = kindOf(node);
    return skipped.has(kind) ? [] : lowerOwn(node, kind, rangeOf(node), cx);
  };
  return lowerStmt;
}
