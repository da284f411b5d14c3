/**
 * The project of a tree being scanned (the scanner's index of function summaries, for taint across
 * files), kept between its batches in this process while its scan analyses, and released when the
 * analysis ends (the runner calls releaseProject): a project holds parsed trees (native memory) and
 * the summaries of a whole tree, so one kept after its scan ended stayed in the worker until a later
 * scan pushed it out (issue 31). A batch run elsewhere or after a restart makes it again from the
 * stored file list: its summaries do not depend on which batch asked first, so the findings are those
 * of an uninterrupted scan. At most one entry per scan in flight (WORKER_CONCURRENCY).
 */
import { projectOf, type Project } from '@vigia/scanner';

const projects = new Map<string, { files: readonly string[]; project: Project }>();

export function projectFor(root: string, files: readonly string[]): Project {
  const kept = projects.get(root);
  // A scan's root holds one tree, listed once and stored: the same root with as many files is the same tree.
  if (kept && kept.files.length === files.length) return kept.project;
  const project = projectOf(root, files);
  projects.set(root, { files, project });
  return project;
}

/** The tree's analysis is over (done, failed or handed back): its project goes. */
export function releaseProject(root: string): void {
  projects.delete(root);
}

/** Trees whose project is in memory now (a test's view: none once no scan analyses). */
export const keptProjectCount = (): number => projects.size;
