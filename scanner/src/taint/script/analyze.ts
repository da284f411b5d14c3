/**
 * Entry point of the JavaScript/TypeScript and Python analysis: prefilter, parse, run the module's
 * top-level code (constants, inline route callbacks), then every function nobody in the file calls
 * (handlers, exports), and turn the reports into hits with their traces.
 */
import type { SgNode } from '@ast-grep/napi';
import type { Hit } from '../../findings/make-finding.js';
import { JAVASCRIPT } from '../languages/javascript.js';
import { PYTHON } from '../languages/python.js';
import { collectHits, noteSyntaxError, withinSizeLimit, type PassNotes } from '../file-pass.js';
import { interpreterState, runEntries } from '../interpreter.js';
import type { Ctx } from './context.js';
import { runEntry } from './functions.js';
import { parseScript, scriptLanguageOf } from './parser.js';
import { runBlock } from './statements.js';

/**
 * Cheap prefilter (most of a node_modules tree stops here): a file is parsed only if it has a sink
 * token and either a source token or a sink reported even for data of unknown origin (SQL, commands, eval).
 */
const PREFILTER = {
  javascript: {
    source: /\b(?:req|request|ctx(?:\.request)?)\.(?:query|params|body|headers|cookies|signedCookies|files?|get|header|param)\b|\b(?:req|request|ctx)\s*\)?\s*(?:=>|\{)|=\s*(?:req|request|ctx)(?:\.request)?\s*[;\n]|@(?:Query|Param|Body|Headers)\(/,
    sink: /\.(?:query|execute|raw|whereRaw|\$queryRawUnsafe|\$executeRawUnsafe)\(|(?<![.\w$])exec(?:Sync)?\(|\bspawn|(?<![.\w$])eval\(|\bFunction\(|\bvm\.|readFile|createReadStream|createWriteStream|writeFile|sendFile|download\(|\.send\(|\.write\(|\.end\(|innerHTML|dangerouslySetInnerHTML|document\.write|\b(?:ctx|context)(?:\.response)?\.body\s*=(?!=)|\bfetch\(|axios|\bgot\(|https?\.(?:get|request)\(|\.find|\.where\(|\.aggregate\(|\.delete|\.update|redirect\(|ldap|xpath|document\.evaluate|RegExp\(|\b(?:ejs|pug|jade|[Hh]andlebars|hbs|doT|dot|_|lodash|nunjucks)\.(?:render|compile|precompile|template|renderString)\b|\.renderString\(/,
    // regex.exec( and obj.eval( are not sinks: exec counts only in a file that imports child_process.
    unknownSink: /\b(?:db|pool|conn|connection|client|knex|sequelize|prisma|repository|repo|trx)\.(?:query|execute|raw|\$queryRawUnsafe|\$executeRawUnsafe)\(|(?<![.\w$])eval\(|new Function\(|\bvm\.run|child_process[\s\S]*(?<![.\w$])exec(?:Sync)?\(/,
  },
  python: {
    source: /\brequest\.(?:args|form|values|json|get_json|get_data|data|headers|cookies|files|GET|POST|body|META|COOKIES|FILES|query_params|path_params|url|path)\b|@\w+\.(?:get|post|put|patch|delete|route|api_route)\(/,
    sink: /\.execute|\.raw\(|read_sql|os\.system|os\.popen|subprocess|commands\.|\beval\(|\bexec\(|\bopen\(|send_file|os\.(?:remove|unlink|rmdir|listdir)|make_response|Markup|HttpResponse|render_template_string|mark_safe|SafeString|\|\s*safe\b|\.extra\(|RawSQL\(|redirect|Redirect|urlopen|requests\.|httpx\.|\.find|\.delete_|\.update_|\.count_documents|\.aggregate|\.request\(|ldap|\.xpath\(|\bre\.\w+\(|Template\(|from_string\(/,
    unknownSink: /\.execute|\.raw\(|\.extra\(|RawSQL\(|read_sql|os\.system|os\.popen|subprocess\.get|\beval\(|\bexec\(/,
  },
};

/** Larger files are bundles or generated code (dist/, vendored builds), not hand-written handlers. */
const MAX_CHARS = 100_000;

export function mayNeedScriptAnalysis(file: string, text: string, notes?: PassNotes): boolean {
  const language = scriptLanguageOf(file);
  if (!language) return false;
  const tokens = PREFILTER[language];
  const interesting = tokens.source.test(text) ? tokens.sink.test(text) : tokens.unknownSink.test(text);
  return interesting && withinSizeLimit(text, MAX_CHARS, notes);
}

/** Evaluations per file (about one per expression visited): a hand-written route file needs a few thousand; bundles stop early. */
const WORK_PER_FILE = 5_000;

/** Node kinds of the functions and calls, per grammar (a kind unknown to a grammar is an error in a rule). */
const WALK_KINDS = {
  javascript: ['function_declaration', 'generator_function_declaration', 'method_definition', 'variable_declarator', 'call_expression'],
  python: ['function_definition', 'call'],
};

export function analyzeScript(file: string, text: string, notes?: PassNotes): Hit[] {
  const language = scriptLanguageOf(file) ?? 'javascript';
  const root = parseScript(file, text);
  noteSyntaxError(root, notes);
  // A bundled library can be huge: past the budget, keep what was found (at most a few hundred ms per file).
  return collectHits(file, text, language === 'python' ? 'py' : 'js', (report) => {
    const ctx: Ctx = {
      file,
      text,
      api: language === 'python' ? PYTHON : JAVASCRIPT,
      functions: new Map(),
      report,
      ...interpreterState(WORK_PER_FILE, 100),
      callbackRuns: new Map(),
      globals: { env: new Map() },
    };
    const called = new Set<string>();
    const functions: SgNode[] = [];
    // One walk collects the functions and the names called (each N-API call costs).
    for (const node of root.findAll({ rule: { any: WALK_KINDS[language].map((kind) => ({ kind })) } })) {
      const kind = node.kind();
      if (kind === 'call_expression' || kind === 'call') {
        // Helpers are called by name, or as this.x() / self.x(); other member calls are library calls.
        const fn = node.field('function');
        const name = fn?.kind() === 'identifier' ? fn.text() : /^(?:this|self|cls)\.(\w+)$/.exec(fn?.text() ?? '')?.[1];
        if (name) called.add(name);
      } else if (kind === 'variable_declarator') {
        const value = node.field('value');
        if (value && /^(?:arrow_function|function_expression|function)$/.test(String(value.kind()))) {
          ctx.functions.set(node.field('name')?.text() ?? '', value);
          functions.push(value);
        }
      } else {
        ctx.functions.set(node.field('name')?.text() ?? '', node);
        functions.push(node);
      }
    }
    const nameOf = (fn: SgNode): string => (fn.field('name') ?? fn.parent()?.field('name'))?.text() ?? '';
    runBlock(root, ctx, ctx.globals);
    runEntries(functions, (fn) => called.has(nameOf(fn)), ctx, (fn) => runEntry(fn, ctx));
  }, notes);
}
