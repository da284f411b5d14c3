/**
 * Entry point of the Java analysis: parses the file, evaluates class constants, interprets every
 * method nobody in the file calls (callees are interpreted at their call sites, with real arguments),
 * and turns the reports into hits with their traces.
 */
import type { SgNode } from '@ast-grep/napi';
import type { Hit } from '../../findings/make-finding.js';
import { REQUEST_TYPE, RESPONSE_TYPE, SESSION_TYPE, SPRING_SOURCE_ANNOTATIONS } from '../languages/java.js';
import { noteSyntaxError, type PassNotes } from '../file-pass.js';
import { ReportSet } from '../report.js';
import { CLEAN, source, type Value } from '../value.js';
import { stepAt, type Ctx } from './context.js';
import { evalExpr } from './expressions.js';
import { namedChildren, parseJava } from './parser.js';
import { runMethod } from './statements.js';
import { checkViewName } from './view-name.js';

/**
 * Cheap prefilter: a file with no token of any source, sink or checked API is not parsed. A sink
 * token alone is enough (a sink fed by a parameter is still reported as "sink presente").
 */
const INTERESTING = /getParameter|getHeader|getCookies|getQueryString|getInputStream|getReader|@Request|@PathVariable|execute|prepareStatement|prepareCall|createQuery|createNativeQuery|queryFor|batchUpdate|\.exec\(|ProcessBuilder|\.search\(|XPath|File|Paths|getWriter|setAttribute|putValue|MessageDigest|DigestUtils|Cipher|KeyGenerator|SecretKeyFactory|Random|Cookie/;

export function mayNeedJavaAnalysis(text: string): boolean {
  return INTERESTING.test(text);
}

/** Numbers and booleans (and arrays of them) cannot carry an injection. */
const PRIMITIVE = /^(?:int|long|short|byte|char|boolean|double|float|Integer|Long|Short|Byte|Boolean|Double|Float)(?:\[\])*$/;

function parameterValue(param: SgNode, ctx: Ctx): Value {
  const type = param.field('type')?.text() ?? '';
  const name = param.field('name')?.text() ?? '';
  if (REQUEST_TYPE.test(type)) return { ...CLEAN, role: 'request' };
  if (RESPONSE_TYPE.test(type)) return { ...CLEAN, role: 'response' };
  if (SESSION_TYPE.test(type)) return { ...CLEAN, role: 'session' };
  const modifiers = namedChildren(param).find((c) => c.kind() === 'modifiers');
  const annotation = modifiers ? namedChildren(modifiers).find((a) => SPRING_SOURCE_ANNOTATIONS.has(a.field('name')?.text() ?? '')) : undefined;
  if (annotation) return source(stepAt(ctx, param, 'source', `entrada: @${annotation.field('name')?.text()} ${name}`));
  if (PRIMITIVE.test(type)) return CLEAN;
  return { taint: 'unknown', trace: [stepAt(ctx, param, 'source', `parâmetro ${name} (origem não vista no arquivo)`)] };
}

export function analyzeJava(file: string, text: string, notes?: PassNotes): Hit[] {
  const root = parseJava(text);
  noteSyntaxError(root, notes);
  const reports = new ReportSet();
  const ctx: Ctx = {
    file,
    methods: new Map(),
    classes: new Set(),
    fields: new Map(),
    types: new Map(),
    active: new Set(),
    inlineBudget: 2_000,
    fieldsChanged: false,
    methodName: '',
    report: (r) => reports.add(r),
  };
  // One walk of the tree collects everything the interpreter needs up front (each N-API call costs).
  const nodes = root.findAll({ rule: { any: ['method_declaration', 'constructor_declaration', 'class_declaration', 'enum_declaration', 'record_declaration', 'field_declaration', 'method_invocation'].map((kind) => ({ kind })) } });
  const methods: SgNode[] = [];
  const fieldDecls: SgNode[] = [];
  const called = new Set<string>();
  for (const node of nodes) {
    const kind = String(node.kind());
    const name = node.field('name')?.text() ?? '';
    if (kind === 'method_invocation') called.add(name);
    else if (kind === 'field_declaration') fieldDecls.push(node);
    else if (kind === 'method_declaration' || kind === 'constructor_declaration') {
      methods.push(node);
      ctx.methods.set(name, [...(ctx.methods.get(name) ?? []), node]);
    } else ctx.classes.add(name);
  }
  // Field initializers, in order, so a constant may use an earlier one.
  const fieldFrame = { env: ctx.fields };
  for (const field of fieldDecls) {
    const type = field.field('type')?.text();
    for (const d of namedChildren(field).filter((c) => c.kind() === 'variable_declarator')) {
      const name = d.field('name')?.text() ?? '';
      if (type) ctx.types.set(name, type);
      const value = d.field('value');
      ctx.fields.set(name, value ? evalExpr(value, ctx, fieldFrame) : CLEAN);
    }
  }
  const entries = methods.filter((m) => m.kind() !== 'method_declaration' || !called.has(m.field('name')?.text() ?? ''));
  const runEntries = (): void => {
    for (const m of entries) {
      const params = namedChildren(m.field('parameters') as SgNode).filter((p) => p.kind() === 'formal_parameter');
      checkViewName(m, runMethod(m, params.map((p) => parameterValue(p, ctx)), ctx), ctx);
    }
  };
  runEntries();
  // A field tainted by a method that ran after its readers: once more, now that the fields hold it.
  if (ctx.fieldsChanged) runEntries();
  return reports.toHits(file, text, 'java');
}
