/** Whether a file's pass should run for what its imports bring (the models' prefilter cannot see a helper in another file). */
import type { Models } from '../models/compiled.js';
import type { Project } from './project.js';
import { goFilesCalled } from './go-link.js';
import { qualifiedFilesCalled } from './qualified-link.js';
import { familyOf } from './qualified-resolve.js';
import { importedModules, resolveModule } from './resolve.js';

/** The files of the tree a file's text may call into (Go: its imported packages and its own package; Kotlin, C#, PHP: ./qualified-link.ts). */
function filesCalled(file: string, text: string, project: Project): string[] {
  if (file.endsWith('.go')) return goFilesCalled(file, text, project);
  if (familyOf(file)) return qualifiedFilesCalled(file, text, project);
  return importedModules(file, text).flatMap((m) => resolveModule(file, m, project.files) ?? []);
}

/**
 * A file that reads client data and imports a module of the tree that holds a sink (a helper there may
 * take the data to it), or that holds a sink and imports a module one of whose functions gives client
 * data back (by its summary: the text alone admits too many library files that only mention a request).
 */
export function mayFlowThroughImports(file: string, text: string, models: Models, project: Project): boolean {
  // Cheapest first: most files import nothing of the tree, and the tokens of a text are tested at most once.
  let input: boolean | undefined;
  let sink: boolean | undefined;
  return filesCalled(file, text, project).some((target) => {
    if ((input ??= models.prefilter.source.test(text)) && project.mentions(target, models, 'sink')) return true;
    return project.mentions(target, models, 'input') && (sink ??= models.prefilter.sinks.some(({ token }) => token.test(text))) && project.givesInput(target);
  });
}

/** Whether a text names a source of the models (`input`) or a sink. */
export function mentions(text: string, models: Models, what: 'input' | 'sink'): boolean {
  return what === 'input' ? models.prefilter.source.test(text) : models.prefilter.sinks.some(({ token }) => token.test(text));
}
