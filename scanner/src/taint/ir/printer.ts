/** A compact text form of the IR, for tests and debugging: one statement a line, nested blocks indented. */
import type { Arg, Expr, FunctionIR, Stmt, Target } from './nodes.js';

const list = <T>(items: readonly T[], show: (item: T) => string): string => items.map(show).join(', ');

function arg(a: Arg): string {
  return `${a.spread ? '...' : ''}${a.name ? `${a.name}=` : ''}${printExpr(a.value)}`;
}

export function printExpr(e: Expr): string {
  switch (e.k) {
    case 'var': return e.name;
    case 'this': return 'this';
    case 'const': return JSON.stringify(e.value);
    case 'regex': return `/${e.pattern}/`;
    case 'member': return `${printExpr(e.object)}.${e.name}`;
    case 'index': return `${printExpr(e.object)}[${printExpr(e.index)}]`;
    case 'binary': return `(${printExpr(e.left)} ${e.op} ${printExpr(e.right)})`;
    case 'unary': return `(${e.op} ${printExpr(e.operand)})`;
    case 'conditional': return `(${printExpr(e.test)} ? ${printExpr(e.then)} : ${printExpr(e.else)})`;
    case 'template': return `template(${list(e.parts, printExpr)})`;
    case 'list': return `[${list(e.items, printExpr)}]`;
    case 'map': return `{${list(e.entries, (en) => (en.spread ? `...${printExpr(en.value)}` : `${en.key ? printExpr(en.key) : '?'}: ${printExpr(en.value)}`))}}`;
    case 'call': return `${e.isNew ? 'new ' : ''}${printExpr(e.callee)}(${list(e.args, arg)})`;
    case 'assign': return `(${printTarget(e.target)} ${e.op ?? '='} ${printExpr(e.value)})`;
    case 'function': return `fn ${e.fn.name || '<anon>'}(${list(e.fn.params, (p) => printTarget(p.target))})`;
    case 'unknown': return `unknown(${list(e.parts, printExpr)})`;
  }
}

export function printTarget(t: Target): string {
  switch (t.k) {
    case 'var':
    case 'member':
    case 'index':
      return printExpr(t);
    case 'objectPattern': return `{${list(t.props, (p) => `${p.key}: ${printTarget(p.target)}`)}${t.rest ? `, ...${printTarget(t.rest)}` : ''}}`;
    case 'listPattern': return `[${list(t.items, printTarget)}]`;
    case 'unknownTarget': return `unknown(${list(t.parts, printTarget)})`;
  }
}

function block(stmts: readonly Stmt[], depth: number): string[] {
  return stmts.flatMap((s) => printStmt(s, depth));
}

export function printStmt(s: Stmt, depth = 0): string[] {
  const pad = '  '.repeat(depth);
  const inner = (stmts: readonly Stmt[]): string[] => block(stmts, depth + 1);
  switch (s.k) {
    case 'assign': return [`${pad}${s.declare ? 'let ' : ''}${printTarget(s.target)} ${s.op ?? '='} ${s.value ? printExpr(s.value) : 'undefined'}`];
    case 'expr': return [`${pad}${printExpr(s.expr)}`];
    case 'if': return [`${pad}if ${printExpr(s.test)}`, ...inner(s.then), ...(s.else ? [`${pad}else`, ...inner(s.else)] : [])];
    case 'loop': {
      const init = s.init ? ` [${block(s.init, 0).join('; ')}]` : '';
      const binding = s.binding ? ` ${printTarget(s.binding)} of ${s.iterable ? printExpr(s.iterable) : '?'}` : '';
      const test = s.test ? ` ${s.testAfter ? 'do-while' : 'while'} ${printExpr(s.test)}` : '';
      return [`${pad}loop${init}${binding}${test}`, ...inner(s.body), ...(s.update ?? []).map((u) => `${pad}  ${printExpr(u)}`)];
    }
    case 'switch': return [`${pad}switch ${printExpr(s.subject)}`, ...s.cases.flatMap((c) => [`${pad}  case ${c.tests.length ? list(c.tests, printExpr) : 'default'}`, ...block(c.body, depth + 2)])];
    case 'try': return [`${pad}try`, ...inner(s.body), ...(s.handler ? [`${pad}catch ${s.param ? printTarget(s.param) : ''}`.trimEnd(), ...inner(s.handler)] : []), ...(s.finalizer ? [`${pad}finally`, ...inner(s.finalizer)] : [])];
    case 'return': return [`${pad}return${s.value ? ` ${printExpr(s.value)}` : ''}`];
    case 'throw': return [`${pad}throw ${printExpr(s.value)}`];
    case 'break':
    case 'continue': return [`${pad}${s.k}`];
    case 'function': return printFunction(s.fn, depth);
    case 'class': return [`${pad}class ${s.name}`, ...s.fields.map((f) => `${pad}  field ${f.name}${f.value ? ` = ${printExpr(f.value)}` : ''}`), ...s.methods.flatMap((m) => printFunction(m, depth + 1))];
  }
}

export function printFunction(fn: FunctionIR, depth = 0): string[] {
  const pad = '  '.repeat(depth);
  const decorators = fn.decorators.length ? `@${fn.decorators.join(' @')} ` : '';
  return [`${pad}${decorators}function ${fn.name || '<anon>'}(${list(fn.params, (p) => printTarget(p.target))})${fn.route ? ' route' : ''}`, ...block(fn.body, depth + 1)];
}

/** A whole block, one line per statement. */
export function printBlock(stmts: readonly Stmt[]): string {
  return block(stmts, 0).join('\n');
}
