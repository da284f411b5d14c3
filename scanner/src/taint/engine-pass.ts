/**
 * The IR engine's taint pass over a file of any taint language (Java, JavaScript/TypeScript, Python, Go,
 * Kotlin, PHP, C#): the one engine every language runs on.
 */
import type { Hit } from '../findings/make-finding.js';
import type { PassNotes } from './file-pass.js';
import { analyzeWithEngine, engineLanguageOf, mayNeedEngineAnalysis } from './engine/analyze.js';
import type { Project } from './project/project.js';

/** With the project (a tree's scan), calls into other files of the tree use their summaries; without, the file stands alone. */
export function engineTaintPass(file: string, text: string, notes?: PassNotes, project?: Project): Hit[] {
  const language = engineLanguageOf(file);
  if (!language) return [];
  return mayNeedEngineAnalysis(file, text, notes, project) ? analyzeWithEngine(file, text, notes, project) : [];
}
