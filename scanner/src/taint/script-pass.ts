/**
 * The taint pass of a JavaScript/TypeScript or Python file: the IR engine when VIGIA_TAINT_ENGINE gives
 * it the file's language (the old pass then does not run), otherwise the script interpreter.
 */
import type { Hit } from '../findings/make-finding.js';
import type { PassNotes } from './file-pass.js';
import { analyzeWithEngine, engineLanguageOf, mayNeedEngineAnalysis } from './engine/analyze.js';
import { engineHandles } from './engine-switch.js';
import { analyzeScript, mayNeedScriptAnalysis } from './script/analyze.js';

export function scriptTaintPass(file: string, text: string, notes?: PassNotes): Hit[] {
  const language = engineLanguageOf(file);
  if (language && engineHandles(language)) return mayNeedEngineAnalysis(file, text, notes) ? analyzeWithEngine(file, text, notes) : [];
  return mayNeedScriptAnalysis(file, text, notes) ? analyzeScript(file, text, notes) : [];
}
