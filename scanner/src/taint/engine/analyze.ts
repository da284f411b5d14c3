/**
 * The engine's pass over one file: the language's frontend lowers it to IR, the models of its language
 * say what is a source, sink, sanitizer or propagator (and, through models/prefilter.ts, which files are
 * worth parsing), and one evaluator runs it. Past the work budget the findings so far are kept.
 */
import type { Hit } from '../../findings/make-finding.js';
import type { SgNode } from '@ast-grep/napi';
import { collectHits, noteSyntaxError, withinSizeLimit, type PassNotes } from '../file-pass.js';
import { javascriptDialectOf, lowerJavaScript, parseJavaScript } from '../frontends/javascript.js';
import { lowerGo, parseGo } from '../frontends/go.js';
import { lowerKotlin, parseKotlin } from '../frontends/kotlin.js';
import { lowerJava, parseJava } from '../frontends/java.js';
import { lowerPhp, parsePhp } from '../frontends/php.js';
import { lowerCSharp, parseCSharp } from '../frontends/csharp.js';
import { lowerPython, parsePython } from '../frontends/python.js';
import type { ModuleIR } from '../ir/nodes.js';
import { modelsFor } from '../models/load.js';
import { mayHoldFlow } from '../models/prefilter.js';
import { mayFlowThroughImports } from '../project/index-lookup.js';
import type { Project } from '../project/project.js';
import { runModule } from './run-module.js';

export type EngineLanguage = 'javascript' | 'typescript' | 'python' | 'java' | 'go' | 'kotlin' | 'php' | 'csharp';

export interface Frontend {
  /** Folder under models/. */
  models: string;
  /** Suffix of the engine rule ids in the hits (`injection-sql/js`). */
  engineLanguage: string;
  parse(file: string, text: string): SgNode;
  lower(file: string, root: SgNode): ModuleIR;
  /** Larger files are bundles or generated code (dist/, vendored builds, protobuf), not hand-written handlers. */
  maxChars: number;
}

const JAVASCRIPT: Frontend = { models: 'javascript', engineLanguage: 'js', parse: parseJavaScript, lower: lowerJavaScript, maxChars: 100_000 };
const PYTHON: Frontend = { models: 'python', engineLanguage: 'py', parse: (_file, text) => parsePython(text), lower: lowerPython, maxChars: 100_000 };
const GO: Frontend = { models: 'go', engineLanguage: 'go', parse: (_file, text) => parseGo(text), lower: lowerGo, maxChars: 150_000 };
const KOTLIN: Frontend = { models: 'kotlin', engineLanguage: 'kt', parse: (_file, text) => parseKotlin(text), lower: lowerKotlin, maxChars: 150_000 };
const PHP: Frontend = { models: 'php', engineLanguage: 'php', parse: (_file, text) => parsePhp(text), lower: lowerPhp, maxChars: 200_000 };

const JAVA: Frontend = { models: 'java', engineLanguage: 'java', parse: (_file, text) => parseJava(text), lower: lowerJava, maxChars: 200_000 };
const CSHARP: Frontend = { models: 'csharp', engineLanguage: 'cs', parse: (_file, text) => parseCSharp(text), lower: lowerCSharp, maxChars: 200_000 };

/** The languages the engine has a frontend for; the others stay with their own interpreters. */
export const ENGINE_LANGUAGES: ReadonlySet<EngineLanguage> = new Set(['javascript', 'typescript', 'python', 'java', 'go', 'kotlin', 'php', 'csharp']);

/** Which engine language a file is in, if the engine can read that language. */
export function engineLanguageOf(file: string): EngineLanguage | undefined {
  if (file.endsWith('.py')) return 'python';
  // Go tests exercise handlers with fixed inputs; they are not entry points.
  if (file.endsWith('.go')) return file.endsWith('_test.go') ? undefined : 'go';
  if (file.endsWith('.kt') || file.endsWith('.kts')) return 'kotlin';
  if (/\.(?:php|phtml|inc)$/i.test(file)) return 'php';
  if (file.endsWith('.cs')) return 'csharp';
  if (file.endsWith('.java')) return 'java';
  return javascriptDialectOf(file);
}

export function frontendOf(file: string): Frontend | undefined {
  const language = engineLanguageOf(file);
  return language === 'python' ? PYTHON : language === 'go' ? GO : language === 'kotlin' ? KOTLIN : language === 'php' ? PHP : language === 'csharp' ? CSHARP : language === 'java' ? JAVA : language ? JAVASCRIPT : undefined;
}

/** Within the frontend's size limit a file is analysed (and summarised for other files' calls). */
export function withinEngineLimit(frontend: Frontend, text: string, notes?: PassNotes): boolean {
  return withinSizeLimit(text, frontend.maxChars, notes);
}

/** Whether the file may hold a flow: tokens of the models, or a call into another file whose summary says something. */
export function mayNeedEngineAnalysis(file: string, text: string, notes?: PassNotes, project?: Project): boolean {
  const frontend = frontendOf(file);
  if (!frontend) return false;
  const models = modelsFor(frontend.models);
  return (mayHoldFlow(models, text) || (project !== undefined && mayFlowThroughImports(file, text, models, project))) && withinEngineLimit(frontend, text, notes);
}

/** A file the grammar reads only in part, or past the work budget, is named through `notes` (the findings so far are kept). */
export function analyzeWithEngine(file: string, text: string, notes?: PassNotes, project?: Project): Hit[] {
  const frontend = frontendOf(file);
  if (!frontend) return [];
  const models = modelsFor(frontend.models);
  const parse = (): SgNode => frontend.parse(file, text);
  const root = project ? project.parsed.root(file, text, parse) : parse();
  noteSyntaxError(root, notes);
  return collectHits(file, text, frontend.engineLanguage, (report) => {
    const module = frontend.lower(file, root);
    runModule(module, text, models, report, project?.links(module), project?.settings);
  }, notes);
}
