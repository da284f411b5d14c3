import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ajv, type ValidateFunction } from 'ajv';
import { parse } from 'yaml';

/** The platforms' JSON schemas, kept with the tests (sources and licences in the folder's README). */
const SCHEMAS_DIR = fileURLToPath(new URL('../fixtures/ci-schemas/', import.meta.url));

export type SchemaPlatform = 'github' | 'gitlab' | 'azure' | 'bitbucket';

const FILES: Record<SchemaPlatform, string> = {
  github: 'github-workflow.json',
  gitlab: 'gitlab-ci.json',
  azure: 'azure-pipelines.json',
  bitbucket: 'bitbucket-pipelines.json',
};

const compiled = new Map<SchemaPlatform, ValidateFunction>();

/** Ajv settings from the schemas' README (vendor keywords, Azure's `\/` pattern). */
function validatorOf(platform: SchemaPlatform): ValidateFunction {
  let validate = compiled.get(platform);
  if (!validate) {
    const ajv = new Ajv({ strict: false, allErrors: true, allowUnionTypes: true, validateFormats: false, unicodeRegExp: platform !== 'azure' });
    const schema = JSON.parse(readFileSync(path.join(SCHEMAS_DIR, FILES[platform]), 'utf8')) as Record<string, unknown>;
    delete schema.$schema;
    validate = ajv.compile(schema);
    compiled.set(platform, validate);
  }
  return validate;
}

/** Parses the YAML as the platform reads it (Azure: every scalar a string) and validates it; returns the errors. */
export function schemaErrors(platform: SchemaPlatform, content: string): string[] {
  const document: unknown = platform === 'azure' ? parse(content, { schema: 'failsafe' }) : parse(content);
  const validate = validatorOf(platform);
  if (validate(document)) return [];
  return (validate.errors ?? []).map((error) => `${error.instancePath || '/'} ${error.message ?? ''} ${JSON.stringify(error.params)}`);
}
