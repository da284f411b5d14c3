/** Validates SARIF against the official 2.1.0 schema (JSON Schema draft-04, hence ajv-draft-04). */
import { readFileSync } from 'node:fs';
import Ajv from 'ajv-draft-04';
import type { ValidateFunction } from 'ajv';
import { PACKAGE_ROOT } from '../catalog/catalog.js';

let validator: ValidateFunction | undefined;

function compile(): ValidateFunction {
  if (validator) return validator;
  const schema = JSON.parse(readFileSync(`${PACKAGE_ROOT}schemas/sarif-schema-2.1.0.json`, 'utf8')) as object;
  const ajv = new Ajv.default({ allErrors: false, strict: false, validateFormats: false });
  return (validator = ajv.compile(schema));
}

export function validateSarif(log: unknown): { valid: boolean; errors: string[] } {
  const validate = compile();
  const valid = validate(log) as boolean;
  return { valid, errors: (validate.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message ?? ''}`.trim()) };
}
