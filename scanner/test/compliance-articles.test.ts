import { describe, expect, it } from 'vitest';
import { ARTICLE_SAMPLES, buildComplianceReport, catalogRules, citationsForRegime, reviewedSummary } from '../src/index.js';
import { makeFinding } from '../src/findings/make-finding.js';
import type { Finding } from '../src/types.js';

const finding = (ruleId: string, file = 'a.js', line = 1, id?: string): Finding => ({
  ...makeFinding({ ruleId, file, line, column: 1, snippet: '', source: 't' }),
  fingerprint: `${ruleId}:${file}:${line}`,
  ...(id ? { id } : {}),
});

describe('resumos de artigos e controles no catálogo', () => {
  it('toda referência citada pelo catálogo, nos dois regimes, tem um resumo revisado em português', () => {
    const refs = new Set<string>();
    for (const rule of catalogRules().values()) {
      for (const citation of makeFinding({ ruleId: rule.id, file: 'a', line: 1, column: 1, snippet: '', source: 't' }).law.citations) {
        refs.add(`${citation.framework} ${citation.ref}`);
        const summary = reviewedSummary(citation);
        expect(summary, `${rule.id}: ${citation.ref}`).toBeTruthy();
        expect(summary).toMatch(/\.$/);
        expect(summary?.length).toBeLessThan(200);
      }
    }
    // The catalog cites both regimes' Banco Central controls, LGPD, Open Finance and CWEs.
    expect([...refs].some((r) => r.startsWith('bacen CMN 4.893'))).toBe(true);
    expect([...refs].some((r) => r.startsWith('bacen BCB 85'))).toBe(true);
    expect(refs.size).toBeGreaterThan(40);
  });
});

describe('artigos do COMPLIANCE_JSON', () => {
  it('agrupa por artigo/controle com contagem, severidades e resumo (exemplo conferido à mão)', () => {
    // CPF twice (LGPD 6 III, 6 VII, 46; BCB IV; no CWE citation since pii-cpf is not a security rule) and one SQL injection
    // (LGPD 46, 49; BCB III; CWE-89).
    const report = buildComplianceReport(
      [finding('pii-cpf', 'a.js', 3, 'f1'), finding('pii-cpf', 'b.js', 1, 'f2'), finding('injection-sql', 'db.js', 9, 'f3')],
      'cmn4893',
    );
    const byRef = Object.fromEntries(report.articles.map((a) => [a.ref, a]));
    expect(Object.keys(byRef).sort()).toEqual(
      ['CMN 4.893 art. 3º §2º III', 'CMN 4.893 art. 3º §2º IV', 'CWE-89', 'LGPD art. 46', 'LGPD art. 49', 'LGPD art. 6, III', 'LGPD art. 6, VII'].sort(),
    );
    expect(byRef['LGPD art. 46']).toMatchObject({ framework: 'lgpd', count: 3, occurrences: 3 });
    expect(byRef['LGPD art. 46']?.bySeverity).toEqual({ critical: 0, high: 1, medium: 2, low: 0, info: 0, unknown: 0 });
    expect(byRef['CMN 4.893 art. 3º §2º IV']).toMatchObject({
      framework: 'bacen',
      regime: 'cmn4893',
      count: 2,
      summary: 'Prevenir o vazamento de informações.',
    });
    // Framework order, then most findings first.
    expect(report.articles.map((a) => a.framework)).toEqual(['lgpd', 'lgpd', 'lgpd', 'lgpd', 'bacen', 'bacen', 'security']);
    expect(report.articles[0]?.ref).toBe('LGPD art. 46');
    // Samples carry the stored id and no more than the page needs.
    expect(byRef['CWE-89']?.samples).toEqual([
      { id: 'f3', file: 'db.js', line: 9, severity: 'high', rule: 'injection-sql', message: expect.any(String) },
    ]);
    // Existing fields stay as they were.
    expect(report.findings).toHaveLength(3);
    // The 3 findings cite LGPD, but only the SQL injection (high) is a violation; the CPFs are medium.
    expect(report.violationsByNorm.frameworks.find((f) => f.name === 'lgpd')?.count).toBe(1);
  });

  it('segue o regime do tenant: referências BCB 85 para BCB_85', () => {
    const report = buildComplianceReport([finding('crypto-weak-cipher')], 'bcb85');
    const bacen = report.articles.filter((a) => a.framework === 'bacen');
    expect(bacen.map((a) => a.ref)).toEqual(['BCB 85 (BCB 538) II']);
    expect(bacen[0]?.regime).toBe('bcb85');
    expect(bacen[0]?.summary).toContain('criptografia');
    expect(report.articles.some((a) => a.ref.startsWith('CMN'))).toBe(false);
    const cited = citationsForRegime(finding('crypto-weak-cipher').law.citations, 'bcb85');
    expect(cited.filter((c) => c.framework === 'bacen')).toHaveLength(1);
  });

  it('limita as amostras por grupo (mais severas primeiro) e o tamanho, com muitos achados', () => {
    const many: Finding[] = [];
    for (let i = 0; i < 5000; i += 1) many.push(finding('pii-cnpj', `src/f${String(i).padStart(4, '0')}.js`, i + 1));
    many.push(finding('secret-private-key', 'z.pem', 1, 'chave'));
    const report = buildComplianceReport(many, 'cmn4893');
    const art46 = report.articles.find((a) => a.ref === 'LGPD art. 46');
    expect(art46?.count).toBe(5001);
    expect(art46?.samples).toHaveLength(ARTICLE_SAMPLES);
    // The critical private key comes first, then files in order.
    expect(art46?.samples[0]).toMatchObject({ id: 'chave', severity: 'critical' });
    expect(art46?.samples[1]?.file).toBe('src/f0000.js');
    expect(JSON.stringify(report.articles).length).toBeLessThan(100_000);
  });

  it('sem achados: nenhum artigo', () => {
    expect(buildComplianceReport([], 'bcb85').articles).toEqual([]);
  });
});
