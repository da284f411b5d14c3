/**
 * The engine's pass over one file: the language's frontend lowers it to IR, the models of its language
 * say what is a source, sink, sanitizer or propagator (and which files are worth parsing), and one
 * evaluator runs it. Past the work budget the findings so far are kept.
 */
import type { Hit } from '../../findings/make-finding.js';
import type { SgNode } from '@ast-grep/napi';
import { collectHits, noteSyntaxError, withinSizeLimit, type PassNotes } from '../file-pass.js';
import { javascriptDialectOf, lowerJavaScript, parseJavaScript } from '../frontends/javascript.js';
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
}

const JAVASCRIPT: Frontend = { models: 'javascript', engineLanguage: 'js', parse: parseJavaScript, lower: lowerJavaScript };
const PYTHON: Frontend = { models: 'python', engineLanguage: 'py', parse: (_file, text) => parsePython(text), lower: lowerPython };

/** The languages the engine has a frontend for; the others stay with their own interpreters. */
export const ENGINE_LANGUAGES: ReadonlySet<EngineLanguage> = new Set(['javascript', 'typescript', 'python']);

/** Which engine language a file is in, if the engine can read that language. */
export function engineLanguageOf(file: string): EngineLanguage | undefined {
  return file.endsWith('.py') ? 'python' : javascriptDialectOf(file);
}

export function frontendOf(file: string): Frontend | undefined {
  const language = engineLanguageOf(file);
  return language === 'python' ? PYTHON : language ? JAVASCRIPT : undefined;
}

/** Larger files are bundles or generated code (dist/, vendored builds), not hand-written handlers. */
const MAX_CHARS = 100_000;

/** Within this size a file is analysed (and indexed for other files' calls). */
export function withinEngineLimit(text: string, notes?: PassNotes): boolean {
  return withinSizeLimit(text, MAX_CHARS, notes);
}

/** Whether the file may hold a flow: tokens of the models, or a call into another file whose summary says something. */
export function mayNeedEngineAnalysis(file: string, text: string, notes?: PassNotes, project?: Project): boolean {
  const frontend = frontendOf(file);
  return frontend !== undefined && (mayHoldFlow(modelsFor(frontend.models), text) || (project !== undefined && mayFlowThroughImports(file, text, modelsFor(frontend.models), project))) && withinEngineLimit(text, notes);
}

/** A file the grammar reads only in part, or past the work budget, is named through `notes` (the findings so far are kept). */
export function analyzeWithEngine(file: string, text: string, notes?: PassNotes, project?: Project): Hit[] {
  const frontend = frontendOf(file);
  if (!frontend) return [];
  const models = modelsFor(frontend.models);
  const root = frontend.parse(file, text);
  noteSyntaxError(root, notes);
  return collectHits(file, text, frontend.engineLanguage, (report) => {
    const module = frontend.lower(file, root);
    runModule(module, text, models, report, project?.links(module));
  }, notes);
}
