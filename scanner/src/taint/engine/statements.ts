/**
 * Statements of the IR: assignments, branches (each on a copy of the variables, refined by the
 * condition, merged after; a constant condition runs only its live branch), loops (body twice, merged
 * with "not run"), switch arms (with fall-through), try/catch/finally, returns, and the declarations of
 * nested functions (closures over this activation) and classes (one object state each).
 */
import { copyEnv, joinEnv, type Env } from '../env.js';
import { addReturn, interpretArms, interpretLoop } from '../interpreter.js';
import type { Expr, Stmt, SwitchCase } from '../ir/nodes.js';
import { CLEAN, flatten, isConst, joinAll, type Value } from '../value.js';
import { spend, type Ctx, type Frame } from './context.js';
import { runAssignment, evaluate } from './expressions.js';
import { bindValue } from './bind.js';
import { foldBinary, truthy } from './fold.js';
import { leavesAlways, narrowByCondition } from './refine.js';
import { checkSinkRow } from './sink-check.js';
import { argumentText } from './calls.js';
import { ambientParameter } from './settings-calls.js';

function returnsBuiltString(e: Expr): boolean {
  return (e.k === 'const' && typeof e.value === 'string') || e.k === 'template' || e.k === 'binary';
}

export function evaluateBlock(stmts: readonly Stmt[], ctx: Ctx, frame: Frame): void {
  for (const s of stmts) runStatement(s, ctx, frame);
}

function runIf(s: Extract<Stmt, { k: 'if' }>, ctx: Ctx, frame: Frame): void {
  const test = evaluate(s.test, ctx, frame);
  if (isConst(test)) {
    evaluateBlock(truthy(test.constant.value) ? s.then : (s.else ?? []), ctx, frame);
    return;
  }
  const before = frame.env;
  const ends: Env[] = [];
  frame.env = narrowByCondition(s.test, copyEnv(before), true, ctx, frame);
  evaluateBlock(s.then, ctx, frame);
  // A guard clause (`if (!PERMITIDOS.includes(x)) return;`) leaves: its end does not flow on.
  if (!leavesAlways(s.then, ctx.models)) ends.push(frame.env);
  frame.env = narrowByCondition(s.test, copyEnv(before), false, ctx, { ...frame, env: before });
  if (s.else) evaluateBlock(s.else, ctx, frame);
  if (!(s.else && leavesAlways(s.else, ctx.models))) ends.push(frame.env);
  frame.env = ends.length ? ends.reduce(joinEnv) : frame.env;
}

function runLoop(s: Extract<Stmt, { k: 'loop' }>, ctx: Ctx, frame: Frame): void {
  if (s.init) evaluateBlock(s.init, ctx, frame);
  const collection = s.iterable ? evaluate(s.iterable, ctx, frame) : CLEAN;
  const test = s.test ? evaluate(s.test, ctx, frame) : undefined;
  if (test && !s.testAfter && isConst(test) && !truthy(test.constant.value)) return;
  interpretLoop(ctx, frame, () => {
    if (s.binding) bindValue(s.binding, flatten(collection), ctx, frame);
    evaluateBlock(s.body, ctx, frame);
    for (const u of s.update ?? []) evaluate(u, ctx, frame);
    if (s.test) evaluate(s.test, ctx, frame);
  });
}

/** An arm runs its case's statements and, when they do not leave (break, return, throw), the next case's. */
function armBody(cases: readonly SwitchCase[], from: number): Stmt[] {
  const body: Stmt[] = [];
  for (const c of cases.slice(from)) {
    body.push(...c.body);
    const last = c.body.at(-1);
    if (last && (last.k === 'break' || last.k === 'return' || last.k === 'throw' || last.k === 'continue')) break;
  }
  return body;
}

function switchArms(s: Extract<Stmt, { k: 'switch' }>, ctx: Ctx, frame: Frame): void {
  const subject = evaluate(s.subject, ctx, frame);
  const tests = s.cases.map((c) => c.tests.map((t) => evaluate(t, ctx, frame)));
  // A subject the program fixed: only the matching arm (or the default) runs.
  if (isConst(subject)) {
    let taken = tests.findIndex((ts) => ts.some((t) => isConst(t) && foldBinary('===', subject.constant.value, t.constant.value) === true));
    if (taken < 0 && tests.every((ts) => ts.every(isConst))) taken = s.cases.findIndex((c) => c.tests.length === 0);
    if (taken >= 0) {
      evaluateBlock(armBody(s.cases, taken), ctx, frame);
      return;
    }
  }
  interpretArms(frame, s.cases.map((_, i) => i), (i) => {
    const values = tests[i] ?? [];
    // `case 'pix':` (or `case "pix" | "ted":`) proves the subject is one of those constants inside the arm.
    if (s.subject.k === 'var' && values.length && values.every(isConst)) frame.env.set(s.subject.name, joinAll(values));
    evaluateBlock(armBody(s.cases, i), ctx, frame);
  });
}

function tryCatch(s: Extract<Stmt, { k: 'try' }>, ctx: Ctx, frame: Frame): void {
  const before = frame.env;
  frame.env = copyEnv(before);
  evaluateBlock(s.body, ctx, frame);
  if (s.handler) {
    // The handler may start anywhere in the body: from what held before it or after it.
    const afterBody = frame.env;
    frame.env = joinEnv(before, afterBody);
    if (s.param) bindValue(s.param, CLEAN, ctx, frame);
    evaluateBlock(s.handler, ctx, frame);
    frame.env = joinEnv(afterBody, frame.env);
  }
  if (s.finalizer) evaluateBlock(s.finalizer, ctx, frame);
}

function declareClass(s: Extract<Stmt, { k: 'class' }>, ctx: Ctx, frame: Frame): void {
  const entries = new Map<string, Value>();
  // A field the framework fills (`@Value("${a.b}") String algoritmo`, `@Autowired Environment env`) holds its settings.
  for (const f of s.fields) entries.set(f.name, f.value ? evaluate(f.value, ctx, frame) : (ambientParameter({ ...f, type: f.type ?? s.fieldTypes?.[f.name] }, ctx) ?? CLEAN));
  for (const [name, type] of Object.entries(s.fieldTypes ?? {})) {
    const settings = entries.has(name) ? undefined : ambientParameter({ type }, ctx);
    if (settings) entries.set(name, settings);
  }
  const known = ctx.classes.get(s.name);
  ctx.classes.set(s.name, { ...CLEAN, entries: new Map([...entries, ...(known?.entries ?? [])]) });
}

export function runStatement(s: Stmt, ctx: Ctx, frame: Frame): void {
  spend(ctx);
  switch (s.k) {
    case 'assign':
      runAssignment(s, ctx, frame);
      return;
    case 'expr':
      evaluate(s.expr, ctx, frame);
      return;
    case 'if':
      runIf(s, ctx, frame);
      return;
    case 'loop':
      runLoop(s, ctx, frame);
      return;
    case 'switch':
      switchArms(s, ctx, frame);
      return;
    case 'try':
      tryCatch(s, ctx, frame);
      return;
    case 'return': {
      const value = s.value ? evaluate(s.value, ctx, frame) : CLEAN;
      // A view returning a string built here sends it as the body (a dict or jsonify() goes out as JSON).
      // A row's firstArgText reads the returned string's leading constant (a view name that is no `redirect:`).
      if (frame.returnSink && s.value && returnsBuiltString(s.value) && (frame.returnSink.firstArgTextRe?.test(argumentText(s.value)) ?? true)) checkSinkRow(ctx, frame.returnSink, s.range, [value], [s.value]);
      addReturn(frame, value);
      return;
    }
    case 'throw':
      evaluate(s.value, ctx, frame);
      return;
    case 'function':
      // Declared here, run where it is called (seeing this activation's variables) or as an entry.
      if (s.fn.name) frame.locals.set(s.fn.name, s.fn);
      return;
    case 'class':
      declareClass(s, ctx, frame);
      return;
    case 'break':
    case 'continue':
      return;
  }
}
