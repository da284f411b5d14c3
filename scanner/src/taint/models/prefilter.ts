/**
 * The engine's file prefilter, derived from the model rows: a file is analysed when some sink row's
 * name occurs in it (and its required import, if any) and either a source row's name occurs too or that
 * sink reports data of unknown origin ("sink presente").
 */
import type { Models } from './compiled.js';

export function mayHoldFlow(models: Models, text: string): boolean {
  const hasSource = models.prefilter.source.test(text);
  return models.prefilter.sinks.some(({ row, token }) => (hasSource || row.sinkRule !== undefined) && token.test(text) && (!row.fileMentionsRe || row.fileMentionsRe.test(text)));
}
