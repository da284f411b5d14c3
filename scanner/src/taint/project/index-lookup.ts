/** Whether a file's pass should run for what its imports bring (the models' prefilter cannot see a helper in another file). */
import type { Models } from '../models/compiled.js';
import type { Project } from './project.js';
import { importedModules, resolveModule } from './resolve.js';

/**
 * A file that reads client data and imports a module of the tree that holds a sink (a helper there may
 * take the data to it), or that holds a sink and imports a module one of whose functions gives client
 * data back (by its summary: the text alone admits too many library files that only mention a request).
 */
export function mayFlowThroughImports(file: string, text: string, models: Models, project: Project): boolean {
  const here = mentions(text, models);
  if (!here.input && !here.sink) return false;
  return importedModules(file, text).some((m) => {
    const target = resolveModule(file, m, project.files);
    const there = target === undefined ? undefined : project.mentions(target, models);
    return there !== undefined && ((here.input && there.sink) || (here.sink && there.input && project.givesInput(target as string)));
  });
}

/** Whether a text names a source of the models, and a sink. */
export function mentions(text: string, models: Models): { input: boolean; sink: boolean } {
  return { input: models.prefilter.source.test(text), sink: models.prefilter.sinks.some(({ token }) => token.test(text)) };
}
