import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Hit } from '../src/findings/make-finding.js';
import { analyzeWithEngine, mayNeedEngineAnalysis } from '../src/taint/engine/analyze.js';
import { Project } from '../src/taint/project/project.js';
import type { TraceStep } from '../src/types.js';

export const CORPUS = fileURLToPath(new URL('../corpus/', import.meta.url));
export const FIXTURES = fileURLToPath(new URL('./fixtures/', import.meta.url));

/** Writes a throwaway tree: { 'src/a.js': 'content' }. */
export function makeTree(files: Record<string, string | Buffer>): string {
  const root = mkdtempSync(join(tmpdir(), 'vigia-test-'));
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), content);
  }
  return root;
}

/** A finding's or a hit's trace as [line, kind, note] rows, the form the taint tests assert. */
export function traceRows(found: { trace?: readonly TraceStep[] } | undefined): (string | number)[][] | undefined {
  return found?.trace?.map((s) => [s.line, s.kind, s.note]);
}

/** The rows of a trace, each given as [line, note]: the first is the source, the last the sink, the others steps. */
export function tracePath(...steps: [number, string][]): (string | number)[][] {
  return steps.map(([line, note], i) => [line, i === 0 ? 'source' : i === steps.length - 1 ? 'sink' : 'step', note]);
}

/** Numbered lines, so a test names the line it expects. */
export const lines = (...each: string[]): string => `${each.join('\n')}\n`;

/** The taint engine's hits on one file whose tree also holds `settings` (.env, appsettings.json, …). */
export function hitsWithSettings(file: string, code: string, settings: Readonly<Record<string, string>>): Hit[] {
  const project = new Project({ version: 1, files: [file], settings: Object.keys(settings), modules: {} }, (f) => (f === file ? code : settings[f]));
  return analyzeWithEngine(file, code, undefined, project);
}

export type TaintPass = (file: string, text: string) => Hit[];

/** The JavaScript/TypeScript and Python taint pass: the IR engine with its prefilter (the old interpreter is gone). */
export const SCRIPT_ENGINES: [string, TaintPass, (file: string, text: string) => boolean][] = [['ir', analyzeWithEngine, mayNeedEngineAnalysis]];

/** The same two passes, named for the JavaScript/TypeScript tests. */
export const JS_ENGINES = SCRIPT_ENGINES;
export const PY_ENGINES = SCRIPT_ENGINES;
