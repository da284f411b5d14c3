/**
 * The intermediate representation every frontend lowers to and the one engine evaluates: functions,
 * statements and expressions as discriminated unions on `k`. Every node keeps its source range (0-based
 * lines and columns, as the parser gives them) so traces point at the code.
 */
import type { Const } from '../value.js';

export interface Position {
  line: number;
  column: number;
}

export interface Range {
  start: Position;
  end: Position;
}

interface Node {
  range: Range;
}

/** A call argument: positional, keyword (Python `shell=True`) or spread (`...args`). */
export interface Arg {
  value: Expr;
  name?: string;
  spread?: boolean;
}

/** An entry of a collection literal: a key (constant or computed) and its value, or a spread of another collection. */
export interface Entry extends Node {
  key?: Expr;
  value: Expr;
  spread?: boolean;
}

export type Expr =
  | (Node & { k: 'var'; name: string })
  | (Node & { k: 'this' })
  | (Node & { k: 'const'; value: Const })
  | (Node & { k: 'regex'; pattern: string })
  | (Node & { k: 'member'; object: Expr; name: string; text: string })
  | (Node & { k: 'index'; object: Expr; index: Expr; /** The source text, where a frontend keeps it (for a source's note). */ text?: string })
  | (Node & { k: 'binary'; op: string; left: Expr; right: Expr })
  | (Node & { k: 'unary'; op: string; operand: Expr })
  | (Node & { k: 'conditional'; test: Expr; then: Expr; else: Expr })
  | (Node & { k: 'template'; parts: Expr[] })
  | (Node & { k: 'list'; items: Expr[]; /** Items that are other collections spread in place (Go's `append(xs, ys...)`). */ spreads?: number[] })
  | (Node & { k: 'map'; entries: Entry[] })
  | (Node & { k: 'call'; callee: Expr; args: Arg[]; isNew?: boolean; text: string })
  | (Node & { k: 'assign'; target: Target; value: Expr; op?: string })
  | (Node & { k: 'function'; fn: FunctionIR })
  | (Node & { k: 'unknown'; parts: Expr[] });

/** What an assignment binds: a name, a field, an element, or a destructuring pattern. */
export type Target =
  | (Node & { k: 'var'; name: string })
  | (Node & { k: 'member'; object: Expr; name: string; text: string })
  | (Node & { k: 'index'; object: Expr; index: Expr })
  | (Node & { k: 'objectPattern'; props: { key: string; target: Target; range: Range }[]; rest?: Target })
  | (Node & { k: 'listPattern'; items: Target[]; /** Go's `v, err := f()`: only a tuple fills the names after the first. */ tupleOnly?: boolean })
  | (Node & { k: 'unknownTarget'; parts: Target[] });

export interface SwitchCase extends Node {
  /** Empty for `default`. */
  tests: Expr[];
  body: Stmt[];
}

export type Stmt =
  | (Node & { k: 'assign'; target: Target; value?: Expr; op?: string; declare?: boolean })
  | (Node & { k: 'expr'; expr: Expr })
  | (Node & { k: 'if'; test: Expr; then: Stmt[]; else?: Stmt[] })
  | (Node & { k: 'loop'; binding?: Target; iterable?: Expr; test?: Expr; init?: Stmt[]; update?: Expr[]; body: Stmt[]; /** do-while: the body runs before the test. */ testAfter?: boolean })
  | (Node & { k: 'switch'; subject: Expr; cases: SwitchCase[] })
  | (Node & { k: 'try'; body: Stmt[]; param?: Target; handler?: Stmt[]; finalizer?: Stmt[] })
  | (Node & { k: 'return'; value?: Expr })
  | (Node & { k: 'throw'; value: Expr })
  | (Node & { k: 'break' })
  | (Node & { k: 'continue' })
  | (Node & { k: 'function'; fn: FunctionIR })
  | (Node & {
    k: 'class'; name: string; fields: ClassField[]; methods: FunctionIR[];
    /** Declared types of its properties (a Kotlin data class's `val`s, a C# record's parameters): a bound body's numbers are no text. */
    fieldTypes?: Record<string, string>;
  });

/**
 * Annotations with one constant text argument, by name (`@Value("${crypto.hash}")` is `{ Value: '${crypto.hash}' }`):
 * what a framework fills a field or parameter with (models' `injected` settings rows).
 */
export type AnnotationArgs = Record<string, string>;

/** A field of a class: its initial value, or its declared type and annotations when the framework fills it. */
export interface ClassField {
  name: string;
  value?: Expr;
  range: Range;
  type?: string;
  annotationArgs?: AnnotationArgs;
}

export interface Param extends Node {
  target: Target;
  /** '' for a destructuring pattern. */
  name: string;
  /** The source text of the parameter, for notes. */
  text: string;
  type: string;
  decorators: string[];
  annotationArgs?: AnnotationArgs;
  defaultValue?: Expr;
}

export interface FunctionIR extends Node {
  /** Unique within the module; the engine keys summaries and visits on it. */
  id: number;
  name: string;
  params: Param[];
  body: Stmt[];
  /** An arrow function's expression body, lowered as `return <expr>`. */
  expressionBody?: boolean;
  decorators: string[];
  /** The class whose method this is (fields of that class are one object state). */
  className?: string;
  /** Recognised by the frontend: a route handler registered inline (`app.get('/x', (req, res) => ...)`). */
  route?: boolean;
}

/**
 * A name another module gives this one: `imported` is the exported name, `default`, or `*` for the whole
 * module (`import * as h`, `const h = require('./h')`, `import pkg.mod as m`). `module` is the specifier
 * as written (`./helpers`, `pkg.mod`, `.util`).
 */
export interface ImportIR {
  local: string;
  module: string;
  imported: string;
  /** PHP `require`/`include`: `module` is a file path (relative to the file when it starts with `./`). */
  path?: boolean;
  /**
   * C# `using static A.B.C;`, Java `import static a.b.C.m;` / `a.b.C.*`: `module` is the class (dotted, with
   * its package) whose static members the file calls bare; `imported` is the member, or `*` for all.
   */
  staticMembers?: boolean;
}

export interface ModuleIR {
  file: string;
  language: string;
  body: Stmt[];
  /** Every function of the file, nested ones included, in source order. */
  functions: FunctionIR[];
  /** Names called as `name(...)` or `this.name(...)`: functions with other names are entry points. */
  calledNames: Set<string>;
  /** What the file imports from other modules (for the project index; see ../project/). */
  imports?: ImportIR[];
  /** Go, Kotlin, C#, PHP: the file's package or namespace, dotted (files of one package call each other's functions by plain name). */
  packageName?: string;
  /** Exported names that are another local name (`module.exports = { ler: lerCpf }`, `export default f`). */
  exportAliases?: Map<string, string>;
}
