/**
 * An object of a class this file does not show, built around the request (`new SeparateClassRequest(request)`,
 * a wrapper of another file the project index did not resolve): its getters named like the request's own
 * (getParameter, getHeader, getCookie, getQuery...) read the request; its other methods give what their arguments carry
 * (the wrapper's own state is the program's, as the old Java pass held).
 */
import type { Range } from '../ir/nodes.js';
import { derive, source, type Value } from '../value.js';
import { traceStep, type Ctx } from './context.js';
import { ofUnknownOrigin } from './expressions.js';

export const REQUEST_WRAPPER = 'request-wrapper';
const WRAPPER_GETTER = /^get\w*(?:Param|Header|Cookie|Query|Input|Body|Part)/;

/** `new W(request)`: the wrapper; a call on one: its getter's data or what the arguments carry. Undefined for any other call. */
export function requestWrapperCall(name: string, isNew: boolean, recv: Value, args: readonly Value[], ctx: Ctx, at: Range): Value | undefined {
  if (isNew && args.some((a) => a.role === 'request')) return { ...ofUnknownOrigin(ctx, at, `objeto ${name} que envolve a requisição (classe não vista no arquivo)`), role: REQUEST_WRAPPER };
  if (recv.role !== REQUEST_WRAPPER) return undefined;
  if (WRAPPER_GETTER.test(name)) return source(traceStep(ctx, at, 'source', `entrada: ${name} (objeto que envolve a requisição)`));
  return derive(args, () => traceStep(ctx, at, 'step', `${name}()`));
}
