/**
 * Build- and test-time side of the models: reads a language's YAML files (models/<language>/*.yml) and
 * validates them against schema.json with ajv; a bad row stops the build with the file, the row's path
 * and what is wrong. The scanner itself loads the validated rows from rows/<language>.json (load.ts),
 * so no scan pays for ajv and yaml (`scripts/compile-models.mjs` writes them; a test keeps them fresh).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import Ajv, { type ValidateFunction } from 'ajv';
import { parse } from 'yaml';
import { MODELS_DIR } from './load.js';
import type { ModelFile } from './types.js';

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

/** The language folders under models/ (each with its YAML files). */
export function modelFolders(): string[] {
  return readdirSync(MODELS_DIR, { withFileTypes: true })
    .filter((d) => d.isDirectory() && readdirSync(join(MODELS_DIR, d.name)).some((f) => f.endsWith('.yml')))
    .map((d) => d.name)
    .sort();
}

/** Every YAML file of a language folder, parsed and validated, in file-name order. */
export function readModelFolder(folder: string): ModelFile[] {
  const dir = join(MODELS_DIR, folder);
  const files = readdirSync(dir).filter((f) => f.endsWith('.yml')).sort();
  return files.map((f) => checkModelFile(`${folder}/${f}`, parse(readFileSync(join(dir, f), 'utf8'))));
}
