/**
 * Kotlin parameters to IR, for ./kotlin.ts: a function's (with their annotations, `@RequestParam`, and
 * declared types, `HttpServletRequest`) and a lambda's (`it` when it declares none, `(a, b)` destructured).
 */
import type { SgNode } from '@ast-grep/napi';
import type { Param, Target } from '../ir/nodes.js';
import { kindOf, named, textOf } from '../tree.js';
import { annotationArgsOf, rangeOf, responseTypeOf } from './lowering.js';

const annotationName = (a: SgNode): string => /^@(?:\w+:)?([\w.]+)/.exec(textOf(a))?.[1]?.split('.').at(-1) ?? '';
const annotationNodes = (modifiers: SgNode | undefined): SgNode[] => (modifiers ? named(modifiers).filter((m) => kindOf(m) === 'annotation') : []);
export const annotationsOf = (modifiers: SgNode | undefined): string[] => annotationNodes(modifiers).map(annotationName);
/** `@Value("\${a.b}")` on a property or parameter: the framework may fill it (models' `injected` rows). */
export const injectedBy = (...modifiers: (SgNode | undefined)[]): { annotationArgs?: Record<string, string> } => {
  const args = annotationArgsOf(modifiers.flatMap(annotationNodes), annotationName);
  return args ? { annotationArgs: args } : {};
};
export const typeText = (node: SgNode | undefined): string => (node ? textOf(node).replace(/\?$/, '') : '');

export function lowerParams(fn: SgNode): Param[] {
  const list = named(fn).find((c) => kindOf(c) === 'function_value_parameters');
  const body = named(fn).find((c) => kindOf(c) === 'function_body');
  const bodyText = body ? textOf(body) : '';
  const out: Param[] = [];
  let modifiers: SgNode | undefined;
  for (const child of list ? named(list) : []) {
    if (kindOf(child) === 'parameter_modifiers') modifiers = child;
    else if (kindOf(child) === 'parameter') {
      const [nameNode, typeNode] = named(child);
      const name = nameNode ? textOf(nameNode) : '';
      const type = typeText(typeNode);
      const own = named(child).find((c) => kindOf(c) === 'parameter_modifiers');
      out.push({ target: { k: 'var', name, range: rangeOf(child) }, name, text: textOf(child), type: responseTypeOf(type, bodyText), decorators: [...annotationsOf(modifiers), ...annotationsOf(own)], ...injectedBy(modifiers, own), range: rangeOf(child) });
      modifiers = undefined;
    }
  }
  return out;
}

export function lambdaParams(node: SgNode): Param[] {
  const list = named(node).find((c) => kindOf(c) === 'lambda_parameters');
  // `{ ... }` without parameters: `it` is its one argument.
  if (!list) return [{ target: { k: 'var', name: 'it', range: rangeOf(node) }, name: 'it', text: 'it', type: '', decorators: [], range: rangeOf(node) }];
  return named(list).map((decl): Param => {
    const range = rangeOf(decl);
    if (kindOf(decl) === 'multi_variable_declaration') {
      const items = named(decl).map((v): Target => ({ k: 'var', name: textOf(named(v)[0] ?? v), range: rangeOf(v) }));
      return { target: { k: 'listPattern', items, range }, name: '', text: textOf(decl), type: '', decorators: [], range };
    }
    const [nameNode, typeNode] = named(decl);
    const name = nameNode ? textOf(nameNode) : '';
    return { target: name === '_' ? { k: 'unknownTarget', parts: [], range } : { k: 'var', name, range }, name: name === '_' ? '' : name, text: textOf(decl), type: typeText(typeNode), decorators: [], range };
  });
}
