/**
 * Loads a language's model rows at run time: the rows were validated against schema.json with ajv when
 * they were compiled from the YAML files (check-rows.ts, `scripts/compile-models.mjs`), so a scan only
 * reads one JSON file per language it meets, on first use, and builds the lookup tables once.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PACKAGE_ROOT } from '../../catalog/catalog.js';
import { compileModels, type Models } from './compiled.js';
import type { ModelFile } from './types.js';

/** Works from src/ and dist/: the model files stay in the source tree. */
export const MODELS_DIR = join(PACKAGE_ROOT, 'src/taint/models');

/** Where the validated rows of each language are written (`rows/<language>.json`). */
export const ROWS_DIR = join(MODELS_DIR, 'rows');

/** The validated rows of a language, as compiled from its YAML files. */
export function readCompiledRows(folder: string): ModelFile[] {
  return JSON.parse(readFileSync(join(ROWS_DIR, `${folder}.json`), 'utf8')) as ModelFile[];
}

// Kept for the process's life on purpose: one entry per language (a dozen at most), the same for every
// scan, and rebuilding it per scan would cost each scan the parse and indexing again (issue 31).
const cache = new Map<string, Models>();

/** A language's models, read and indexed once per process. */
export function modelsFor(folder: string): Models {
  let models = cache.get(folder);
  if (!models) {
    models = compileModels(readCompiledRows(folder));
    cache.set(folder, models);
  }
  return models;
}
