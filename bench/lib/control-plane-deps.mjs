// What a bench borrows from the control plane: the bench adds no dependency, pg and PGlite are the
// control plane's own.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** The repository root. */
export const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const cpRequire = createRequire(join(root, 'control-plane/package.json'));
export const pg = cpRequire('pg');
/** ESM entry points of control-plane dependencies and build output (same module instances as dist). */
export const cpImport = (relative) => import(pathToFileURL(join(root, 'control-plane', relative)).href);
