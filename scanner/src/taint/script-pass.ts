/**
 * The taint pass of a JavaScript/TypeScript or Python file: the IR engine when VIGIA_TAINT_ENGINE gives
 * it the file's language (the old pass then does not run), otherwise the script interpreter.
 */
import type { Hit } from '../findings/make-finding.js';
import { analyzeWithEngine, engineLanguageOf, mayNeedEngineAnalysis } from './engine/analyze.js';
import { engineHandles } from './engine-switch.js';
import { analyzeScript, mayNeedScriptAnalysis } from './script/analyze.js';

export function scriptTaintPass(file: string, text: string): Hit[] {
  const language = engineLanguageOf(file);
  if (language && engineHandles(language)) return mayNeedEngineAnalysis(file, text) ? analyzeWithEngine(file, text) : [];
  return mayNeedScriptAnalysis(file, text) ? analyzeScript(file, text) : [];
}
