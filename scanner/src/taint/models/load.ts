/**
 * Reads and validates the model files of a language (models/<language>/*.yml) against schema.json with
 * ajv: a bad row stops the scanner with the file, the row's path and what is wrong, never silently.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import Ajv, { type ValidateFunction } from 'ajv';
import { parse } from 'yaml';
import { PACKAGE_ROOT } from '../../catalog/catalog.js';
import { compileModels, type Models } from './compiled.js';
import type { ModelFile } from './types.js';

/** Works from src/ and dist/: the model files stay in the source tree. */
export const MODELS_DIR = join(PACKAGE_ROOT, 'src/taint/models');

let validator: ValidateFunction | undefined;

function validate(): ValidateFunction {
  validator ??= new Ajv.default({ allErrors: true }).compile(JSON.parse(readFileSync(join(MODELS_DIR, 'schema.json'), 'utf8')) as object);
  return validator;
}

/** Validates one parsed model file; throws an Error naming the file and every problem. */
export function checkModelFile(name: string, data: unknown): ModelFile {
  const check = validate();
  if (!check(data)) {
    const problems = (check.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message ?? ''}`.trim());
    throw new Error(`modelo de taint inválido (${name}): ${[...new Set(problems)].join('; ')}`);
  }
  return data as ModelFile;
}

const cache = new Map<string, Models>();

/** Every model file of a language folder, validated and compiled once per process. */
export function modelsFor(folder: string): Models {
  let models = cache.get(folder);
  if (!models) {
    const dir = join(MODELS_DIR, folder);
    const files = readdirSync(dir).filter((f) => f.endsWith('.yml')).sort();
    models = compileModels(files.map((f) => checkModelFile(`${folder}/${f}`, parse(readFileSync(join(dir, f), 'utf8')))));
    cache.set(folder, models);
  }
  return models;
}
