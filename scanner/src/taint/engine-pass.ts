/**
 * The IR engine's taint pass over a file, for the languages it handles in this process (always
 * JavaScript/TypeScript, Python and Go; others under VIGIA_TAINT_ENGINE, see engine-switch.ts).
 */
import type { Hit } from '../findings/make-finding.js';
import type { PassNotes } from './file-pass.js';
import { analyzeWithEngine, engineLanguageOf, mayNeedEngineAnalysis } from './engine/analyze.js';
import { engineHandles } from './engine-switch.js';

export function engineTaintPass(file: string, text: string, notes?: PassNotes): Hit[] {
  const language = engineLanguageOf(file);
  if (!language || !engineHandles(language)) return [];
  return mayNeedEngineAnalysis(file, text, notes) ? analyzeWithEngine(file, text, notes) : [];
}
