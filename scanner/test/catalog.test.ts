import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { catalogRules, citationsForRegime, FRAMEWORKS } from '../src/index.js';
import { makeFinding } from '../src/findings/make-finding.js';

const rulesDir = new URL('../rules/', import.meta.url);

describe('catálogo regulatório', () => {
  it('cobre toda regra do ast-grep (metadata.catalog)', () => {
    const ids = readdirSync(rulesDir).flatMap((file) =>
      [...readFileSync(new URL(file, rulesDir), 'utf8').matchAll(/metadata: \{ catalog: ([a-z0-9-]+) \}/g)].map((m) => m[1]),
    );
    expect(ids.length).toBeGreaterThan(100);
    for (const id of ids) expect(catalogRules().has(id as string), id).toBe(true);
  });

  it('usa só frameworks conhecidos e cita cada um deles', () => {
    for (const rule of catalogRules().values()) {
      expect(rule.frameworks.every((f) => FRAMEWORKS.includes(f)), rule.id).toBe(true);
      const finding = makeFinding({ ruleId: rule.id, file: 'a', line: 1, column: 1, snippet: '', source: 't' });
      for (const framework of rule.frameworks) {
        expect(finding.law.citations.some((c) => c.framework === framework), `${rule.id} ${framework}`).toBe(true);
      }
    }
  });

  it('escolhe as citações do Banco Central conforme o regime', () => {
    const { law } = makeFinding({ ruleId: 'crypto-weak-cipher', file: 'a', line: 1, column: 1, snippet: '', source: 't' });
    const cmn = citationsForRegime(law.citations, 'cmn4893').filter((c) => c.framework === 'bacen');
    const bcb = citationsForRegime(law.citations, 'bcb85').filter((c) => c.framework === 'bacen');
    expect(cmn.map((c) => c.text)).toEqual(['Res. CMN 4.893/2021, art. 3º, §2º, II (mecanismos de criptografia), na redação da Res. CMN 5.274/2025']);
    expect(bcb[0]?.text).toContain('Res. BCB 85/2021, na redação da Res. BCB 538/2025');
    expect(citationsForRegime(law.citations, 'bcb85').some((c) => c.ref === 'LGPD art. 48, §3')).toBe(true);
  });
});
