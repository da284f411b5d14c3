/**
 * The project of a tree's scan (see taint/project/): its index starts as the list of files the engine
 * reads and gains a module's summaries when a call first needs them, reading the file as the scan does.
 */
import { engineLanguageOf } from '../taint/engine/analyze.js';
import { Project } from '../taint/project/project.js';
import { isSettingsFile } from '../taint/project/settings.js';
import type { ProjectIndex } from '../taint/project/types.js';
import type { ScanLogEntry } from '../types.js';
import { readTextFile } from './read-file.js';

export type { ProjectIndex };
export { Project };

function engineFile(file: string): boolean {
  return engineLanguageOf(file) !== undefined;
}

/** An index over the files (no summary yet), or one kept from before (a checkpoint) to go on with. */
export function projectOf(root: string, files: readonly string[], kept?: ProjectIndex): Project {
  const index: ProjectIndex = kept ?? { version: 1, files: files.filter(engineFile), settings: files.filter(isSettingsFile), modules: {} };
  // The per-file pass reads (and logs) each file itself; one unreadable here is simply not summarised.
  const ignored: ScanLogEntry[] = [];
  return new Project(index, (file) => {
    const content = readTextFile(root, file, ignored);
    ignored.length = 0;
    return 'text' in content ? content.text : undefined;
  });
}
