// Shared by the model tests of each language: every row of a language's models has a true case and a
// look-alike, run through the IR engine.
import { describe, expect, it } from 'vitest';
import { analyzeWithEngine } from '../src/taint/engine/analyze.js';
import { modelsFor } from '../src/taint/models/load.js';
import { Project } from '../src/taint/project/project.js';

export interface RowCase {
  row: string;
  rule: string;
  /** Sources and sinks: the finding is reported here. Sanitizers and propagators: here it is not. */
  truth: string;
  /** The look-alike: a sink or source by another name is not reported; a sanitizer by another name does not clean. */
  lookalike: string;
  /** Configuration files of the tree the code may load (settings rows), by path. */
  settings?: Record<string, string>;
}

export function describeModelRows(folder: string, file: string, flows: readonly RowCase[], cleaners: readonly RowCase[]): void {
  const rulesOf = (src: string, settings?: Record<string, string>): string[] => {
    const project = settings ? new Project({ version: 1, files: [file], settings: Object.keys(settings), modules: {} }, (f) => (f === file ? src : settings[f])) : undefined;
    return analyzeWithEngine(file, src, undefined, project).map((h) => h.ruleId);
  };
  describe(`linhas dos modelos (${folder})`, () => {
    it('cada linha tem um caso verdadeiro e um parecido', () => {
      const models = modelsFor(folder);
      const settings = new Set([...models.settingsByName.values(), ...models.ambientByName.values(), ...models.ambientByMember.values(), ...models.injectedByName.values()].flat());
      const rows = [...models.sources, ...models.sinks, ...models.sanitizers, ...models.propagators, ...settings].map((r) => r.id).sort();
      expect([...flows, ...cleaners].map((c) => c.row).sort()).toEqual(rows);
    });

    it.each(flows)('fonte, sink ou configuração $row: o caso verdadeiro é achado, o parecido não', ({ rule, truth, lookalike, settings }) => {
      expect(rulesOf(truth, settings)).toContain(rule);
      expect(rulesOf(lookalike, settings)).not.toContain(rule);
    });

    it.each(cleaners)('sanitizador ou propagador $row: limpa o valor, um nome parecido não', ({ rule, truth, lookalike }) => {
      expect(rulesOf(truth)).not.toContain(rule);
      expect(rulesOf(lookalike)).toContain(rule);
    });
  });
}
