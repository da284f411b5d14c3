import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ajv, type ValidateFunction } from 'ajv';
import { parse } from 'yaml';

const REPO_ROOT = fileURLToPath(new URL('../../..', import.meta.url));

/**
 * The platforms' JSON schemas live beside the clone, in ../shared/data/schemas/ci (CI checks
 * out shared/ next to the repository; a git worktree one level deeper finds it one more up).
 * VIGIA_CI_SCHEMAS overrides.
 */
export function ciSchemasDir(): string {
  const candidates = [
    process.env.VIGIA_CI_SCHEMAS,
    path.resolve(REPO_ROOT, '../shared/data/schemas/ci'),
    path.resolve(REPO_ROOT, '../../shared/data/schemas/ci'),
  ].filter((dir): dir is string => Boolean(dir));
  const found = candidates.find((dir) => existsSync(path.join(dir, 'github-workflow.json')));
  if (!found) throw new Error(`CI schemas not found; looked in ${candidates.join(', ')} (set VIGIA_CI_SCHEMAS)`);
  return found;
}

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
    const schema = JSON.parse(readFileSync(path.join(ciSchemasDir(), FILES[platform]), 'utf8')) as Record<string, unknown>;
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
