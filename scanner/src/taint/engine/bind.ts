/**
 * Binding a value to an assignment target: a name, a destructuring pattern, a field (`this.x` writes the
 * class's object state; `el.innerHTML` can be a sink) or an element.
 */
import { lookup } from '../env.js';
import type { Expr, Range, Target } from '../ir/nodes.js';
import { sinkForAssignment, sinkForNestedIndexWrite } from '../models/match.js';
import { HOST_CHECKED } from '../allow-list.js';
import { CLEAN, flatten, join, joinTaint, sanitized, type Value } from '../value.js';
import type { Ctx, Frame } from './context.js';
import { evaluate, memberValue, REQUEST_DATA } from './expressions.js';
import { checkSinkRow } from './sink-check.js';

/** The part of a URL that names where it goes (Go's url.URL.Host, JavaScript's URL.host/hostname). */
const HOST_FIELD = /^(?:Host|host|hostname)$/;

/** The first name of a receiver chain (`ctx` in `ctx.response`). */
function rootName(t: Target | Extract<Target, { k: 'member' }>['object']): string | undefined {
  if (t.k === 'var') return t.name;
  return t.k === 'member' || t.k === 'index' ? rootName(t.object) : undefined;
}

/** The text of a path of names (`process`, `this.config`, `req.query`); undefined for anything computed, which must not run twice. */
function pathText(e: Expr): string | undefined {
  if (e.k === 'var') return e.name;
  if (e.k === 'this') return 'this';
  return e.k === 'member' && pathText(e.object) !== undefined ? e.text : undefined;
}

function receiverText(t: Extract<Target, { k: 'member' }>): string {
  return t.text.slice(0, Math.max(0, t.text.length - t.name.length)).replace(/\??\.\s*$/, '');
}

function writeClassField(name: string, value: Value, ctx: Ctx, frame: Frame): void {
  const className = frame.className as string;
  const state = ctx.classes.get(className) ?? { ...CLEAN, entries: new Map<string, Value>() };
  const before = state.entries?.get(name);
  const joined = before ? join(before, value) : value;
  // A field declared without the request (`private HttpRequest req;`) and handed it holds it: reads off it are
  // sources; one handed settings (`_configuration = configuration`) holds their entries too.
  const after = before && value.role && !before.role && before.taint === 'none' ? { ...joined, role: value.role, ...(value.entries ? { entries: value.entries } : {}) } : joined;
  if (after.taint !== (before?.taint ?? 'none')) ctx.classVersion += 1;
  ctx.classes.set(className, { ...state, entries: new Map(state.entries ?? []).set(name, after) });
}

function bindMember(target: Extract<Target, { k: 'member' }>, value: Value, ctx: Ctx, frame: Frame, expr?: Expr): void {
  const root = rootName(target.object);
  const rootRole = root && frame.env.has(root) ? lookup(frame.env, root).role : undefined;
  const sink = sinkForAssignment(ctx.models, { property: target.name, receiver: receiverText(target), rootRole, value, fileText: ctx.text });
  if (sink) checkSinkRow(ctx, sink, target.range, [value], [expr]);
  if (HOST_FIELD.test(target.name) && value.taint !== 'tainted' && target.object.k === 'var' && frame.env.has(target.object.name)) {
    // u.Host = <the program's host> on a parsed URL: whatever path the client chose, it goes to that host.
    const obj = lookup(frame.env, target.object.name);
    frame.env.set(target.object.name, { ...sanitized(obj, HOST_CHECKED), entries: new Map(obj.entries ?? []).set(target.name, value) });
  } else if (target.object.k === 'this' && frame.className) {
    writeClassField(target.name, value, ctx, frame);
  } else if (target.object.k === 'var' && frame.env.has(target.object.name)) {
    const obj = lookup(frame.env, target.object.name);
    frame.env.set(target.object.name, { ...obj, ...joinTaint(obj, CLEAN), entries: new Map(obj.entries ?? []).set(target.name, value) });
  }
}

/** `obj[a][b] = v` with both keys from the client: a = '__proto__' (or 'constructor') writes every object's prototype. */
function checkNestedIndexWrite(outerIndex: Expr, key: Value, at: Range, ctx: Ctx, frame: Frame): void {
  const row = sinkForNestedIndexWrite(ctx.models);
  if (!row || key.taint !== 'tainted') return;
  checkSinkRow(ctx, row, at, [evaluate(outerIndex, ctx, frame)], [outerIndex]);
}

/** `expr`, when given, is the assigned expression (a value built right there can make a property sink's finding definite). */
export function bindValue(target: Target, value: Value, ctx: Ctx, frame: Frame, expr?: Expr): void {
  switch (target.k) {
    case 'var':
      frame.bound.add(target.name);
      // A request object kept in a variable (`q := r.URL.Query()`) is request data whose trace starts here.
      frame.env.set(target.name, value.role === REQUEST_DATA ? { ...value, role: undefined } : value);
      return;
    case 'objectPattern': {
      // Destructuring a path of names reads each property as that member (`const { env } = process` is
      // `process.env`), so what a member read knows there (settings, request fields) holds here too.
      const path = expr && pathText(expr);
      for (const p of target.props) {
        const read: Expr | undefined = expr && path !== undefined ? { k: 'member', object: expr, name: p.key, text: `${path}.${p.key}`, range: p.range } : undefined;
        bindValue(p.target, read ? evaluate(read, ctx, frame) : memberValue(value, p.key, p.key, p.range, ctx), ctx, frame, read);
      }
      if (target.rest) bindValue(target.rest, flatten(value), ctx, frame);
      return;
    }
    case 'listPattern':
      target.items.forEach((item, i) => bindValue(item, value.items?.[i] ?? (target.tupleOnly ? (i === 0 ? value : CLEAN) : flatten(value)), ctx, frame));
      return;
    case 'member':
      bindMember(target, value, ctx, frame, expr);
      return;
    case 'index': {
      const key = evaluate(target.index, ctx, frame);
      if (target.object.k === 'index') checkNestedIndexWrite(target.object.index, key, target.range, ctx, frame);
      if (target.object.k === 'var') {
        const obj = lookup(frame.env, target.object.name);
        frame.env.set(target.object.name, { ...obj, rest: join(obj.rest ?? CLEAN, value) });
      }
      return;
    }
    case 'unknownTarget':
      for (const part of target.parts) bindValue(part, flatten(value), ctx, frame);
  }
}
