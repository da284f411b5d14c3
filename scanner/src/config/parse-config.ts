/** Settings of a configuration file, by the kind its name gives (`configKind` in src/files/classify.ts). */
import type { ConfigKind } from '../files/classify.js';
import type { ConfigEntry } from './entry.js';
import { parseDockerfileSettings } from './parse-dockerfile.js';
import { parseEnv, parseIni, parseProperties } from './parse-lines.js';
import { parseTomlSettings } from './parse-toml.js';
import { parseYamlSettings } from './parse-yaml.js';

const PARSERS: Record<ConfigKind, (text: string) => ConfigEntry[]> = {
  properties: parseProperties,
  yaml: parseYamlSettings,
  env: parseEnv,
  toml: parseTomlSettings,
  ini: parseIni,
  dockerfile: parseDockerfileSettings,
};

export function parseConfig(kind: ConfigKind, text: string): ConfigEntry[] {
  return PARSERS[kind](text);
}
