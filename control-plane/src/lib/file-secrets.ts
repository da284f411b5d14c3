/**
 * The `*_FILE` convention of container orchestrators: a secret may come as NAME (the value) or as
 * NAME_FILE (a path whose content is the value: a Docker or Kubernetes secret mounted as a file),
 * so it never has to sit in the environment or in the shared data folder.
 */
import fs from 'node:fs';

type Env = Record<string, string | undefined>;

/** The variables that may carry a secret. */
export const SECRET_VARIABLES = ['VIGIA_PEPPER', 'DATABASE_URL', 'SMTP_URL', 'AWS_ACCESS_KEY_ID', 'AWS_SECRET_ACCESS_KEY', 'AWS_SESSION_TOKEN'] as const;

/** The environment with every NAME_FILE read into NAME (trailing newline dropped); both set is an error. */
export function withFileSecrets(env: Env, readFile: (file: string) => string = (file) => fs.readFileSync(file, 'utf8')): Env {
  const resolved: Env = { ...env };
  for (const name of SECRET_VARIABLES) {
    const file = env[`${name}_FILE`]?.trim();
    if (!file) continue;
    if (env[name]?.trim()) throw new Error(`${name} and ${name}_FILE are both set: keep one`);
    let value: string;
    try {
      value = readFile(file).replace(/\r?\n$/, '');
    } catch (error) {
      throw new Error(`${name}_FILE: cannot read ${file} (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`);
    }
    if (!value.trim()) throw new Error(`${name}_FILE: ${file} is empty`);
    resolved[name] = value;
  }
  return resolved;
}
