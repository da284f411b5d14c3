/**
 * The project of a tree being scanned (the scanner's index of function summaries, for taint across
 * files), kept between its batches in this process. A batch run elsewhere or after a restart makes it
 * again from the stored file list: its summaries do not depend on which batch asked first, so the
 * findings are those of an uninterrupted scan.
 */
import { projectOf, type Project } from '@vigia/scanner';

/** Trees whose project stays in memory (a worker runs one scan at a time; two cover a handover). */
const KEPT = 2;

const projects = new Map<string, { files: readonly string[]; project: Project }>();

export function projectFor(root: string, files: readonly string[]): Project {
  const kept = projects.get(root);
  // A scan's root holds one tree, listed once and stored: the same root with as many files is the same tree.
  if (kept && kept.files.length === files.length) return kept.project;
  const project = projectOf(root, files);
  projects.delete(root);
  projects.set(root, { files, project });
  if (projects.size > KEPT) projects.delete(projects.keys().next().value as string);
  return project;
}
