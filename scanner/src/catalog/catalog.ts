/** Loads the regulatory catalog (scanner/catalog/*.json): one file per rule family, data only. */
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Framework, Severity } from '../types.js';

export interface CatalogRule {
  id: string;
  family: string;
  title: string;
  message: string;
  category: string;
  severity: Severity;
  cwe: string[];
  frameworks: Framework[];
  bacen: string[];
  lgpd: string[];
  openFinance?: string[];
}

export interface Norms {
  lgpd: Record<string, string>;
  bacenControls: Record<string, string>;
  bacenRegimes: Record<'cmn4893' | 'bcb85', string>;
  openFinance: Record<string, string>;
  /** One line of what each cited article or control asks (see summaries.ts). */
  summaries: {
    lgpd: Record<string, string>;
    bacenControls: Record<string, string>;
    openFinance: Record<string, string>;
    cwe: Record<string, string>;
    /** For the security citation of a rule without CWE. */
    security: string;
  };
}

/** Works from src/ (tests) and dist/ (build): both sit one level below the package root. */
export const PACKAGE_ROOT = fileURLToPath(new URL('../../', import.meta.url));
const CATALOG_DIR = `${PACKAGE_ROOT}catalog/`;

let rules: Map<string, CatalogRule> | undefined;
let norms: Norms | undefined;

function readJson<T>(name: string): T {
  return JSON.parse(readFileSync(CATALOG_DIR + name, 'utf8')) as T;
}

export function loadNorms(): Norms {
  norms ??= readJson<Norms>('norms.json');
  return norms;
}

export function catalogRules(): Map<string, CatalogRule> {
  if (rules) return rules;
  rules = new Map();
  for (const name of readdirSync(CATALOG_DIR).filter((f) => f.endsWith('.json') && f !== 'norms.json').sort()) {
    const family = readJson<{ family: string; rules: Omit<CatalogRule, 'family'>[] }>(name);
    for (const rule of family.rules) {
      if (rules.has(rule.id)) throw new Error(`Regra duplicada no catálogo: ${rule.id}`);
      rules.set(rule.id, { ...rule, family: family.family });
    }
  }
  return rules;
}

export function catalogRule(id: string): CatalogRule {
  const rule = catalogRules().get(id);
  if (!rule) throw new Error(`Regra ausente do catálogo: ${id}`);
  return rule;
}
