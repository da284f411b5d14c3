/**
 * Validates SARIF against the official 2.1.0 schema (JSON Schema draft-04). The schema is compiled with
 * ajv-draft-04 at build time into standalone code (scripts/compile-sarif-validator.mjs), so a process
 * only requires that file instead of compiling the large schema (about 0.5 s of CPU) on first use.
 */
import { createRequire } from 'node:module';
import type { ValidateFunction } from 'ajv';
import { PACKAGE_ROOT } from '../catalog/catalog.js';

let validator: ValidateFunction | undefined;

function compiled(): ValidateFunction {
  validator ??= createRequire(import.meta.url)(`${PACKAGE_ROOT}schemas/sarif-schema-2.1.0.validate.cjs`) as ValidateFunction;
  return validator;
}

export function validateSarif(log: unknown): { valid: boolean; errors: string[] } {
  const validate = compiled();
  const valid = validate(log) as boolean;
  return { valid, errors: (validate.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message ?? ''}`.trim()) };
}
