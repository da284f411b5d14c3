/**
 * Spring MVC view-name injection: a `@Controller` handler (not `@RestController`, no `@ResponseBody`)
 * returns the view name, and Thymeleaf evaluates `__${...}__` expressions inside it, so request data in
 * the returned string is a template injection. `redirect:`/`forward:` names are not views.
 */
import type { SgNode } from '@ast-grep/napi';
import { sinkTrace } from '../report.js';
import type { Value } from '../value.js';
import { stepAt, type Ctx } from './context.js';

const MAPPING = /@(?:Get|Post|Put|Patch|Delete|Request)Mapping\b/;

function isViewHandler(method: SgNode): boolean {
  const modifiers = method.children().find((c) => c.kind() === 'modifiers')?.text() ?? '';
  if (!MAPPING.test(modifiers) || /@ResponseBody\b/.test(modifiers) || method.field('type')?.text() !== 'String') return false;
  const owner = method.ancestors().find((a) => a.kind() === 'class_declaration');
  const classModifiers = owner?.children().find((c) => c.kind() === 'modifiers')?.text() ?? '';
  return /@Controller\b/.test(classModifiers) && !/@ResponseBody\b/.test(classModifiers);
}

/** Reports the first return of a view handler whose value came from the request. */
export function checkViewName(method: SgNode, result: Value, ctx: Ctx): void {
  if (result.taint !== 'tainted' || !isViewHandler(method)) return;
  const returned = method.findAll({ rule: { kind: 'return_statement' } }).find((r) => {
    const text = r.text().replace(/^return\s*/, '');
    return !/^"(?:[^"\\]|\\.)*"\s*;?$/.test(text) && !/^"(?:redirect|forward):/.test(text);
  });
  if (returned) ctx.report({ rule: 'template-injection', node: returned, trace: sinkTrace(result, stepAt(ctx, returned, 'sink', 'nome de view (Thymeleaf)')) });
}
