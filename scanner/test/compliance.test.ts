import { describe, expect, it } from 'vitest';
import { buildComplianceReport, frameworkScore, overallScore, roundHalfUp, weightedFrameworkScore } from '../src/index.js';
import { makeFinding } from '../src/findings/make-finding.js';

const finding = (ruleId: string, line = 1) => makeFinding({ ruleId, file: 'a.js', line, column: 1, snippet: '', source: 't' });

describe('regra de pontuação (spec §9)', () => {
  it('100 quando não há achados ou violações; piso 0 acima de 100%; arredondamento', () => {
    expect(frameworkScore(0, 0)).toBe(100);
    expect(frameworkScore(0, 7)).toBe(100);
    expect(frameworkScore(5, 0)).toBe(100);
    expect(frameworkScore(3, 2)).toBe(0); // 150% → floored at 0
    expect(frameworkScore(1, 3)).toBe(67); // 33.3% → 33
    expect(frameworkScore(1, 8)).toBe(87); // 12.5% → 13
    expect(frameworkScore(2, 3)).toBe(33); // 66.7% → 67
  });

  it('0 achados ou 0 violações dão 100, qualquer que seja o outro número', () => {
    expect(frameworkScore(0, 0)).toBe(100);
    expect(frameworkScore(0, 1_000_000)).toBe(100);
    expect(frameworkScore(1_000_000, 0)).toBe(100);
  });

  it('uma razão acima de 100% fica no piso 0', () => {
    expect(frameworkScore(10, 10)).toBe(0); // 100% → 0
    expect(frameworkScore(11, 10)).toBe(0); // 110% → -10 → 0
    expect(frameworkScore(300, 4)).toBe(0); // 7500% → 0
  });

  it('arredonda meio para cima (x,5% vai ao inteiro seguinte), sem erro de ponto flutuante', () => {
    expect(frameworkScore(1, 8)).toBe(87); // 12,5% → 13
    expect(frameworkScore(3, 8)).toBe(62); // 37,5% → 38
    expect(frameworkScore(1, 200)).toBe(99); // 0,5% → 1
    expect(frameworkScore(1, 201)).toBe(100); // 0,4975% → 0: ainda 100
    // 29/200 = 14,5% exatos, mas 29 / 200 * 100 vale 14.499999999999998 em double: Math.round daria 14.
    expect(29 / 200 * 100).toBeLessThan(14.5);
    expect(frameworkScore(29, 200)).toBe(85); // 14,5% → 15
    expect(frameworkScore(57, 200)).toBe(71); // 28,5% → 29
    expect(roundHalfUp(5, 2)).toBe(3);
    expect(roundHalfUp(7, 4)).toBe(2); // 1,75
    expect(roundHalfUp(5, 4)).toBe(1); // 1,25
  });

  it('pondera cada achado que cita o framework pela severidade: crítica 1, alta 1/2, média 1/4, baixa 1/10, info 0', () => {
    expect(weightedFrameworkScore([], 10)).toBe(100);
    expect(weightedFrameworkScore(['critical'], 1)).toBe(0); // the only finding, critical, cites it
    expect(weightedFrameworkScore(['high'], 1)).toBe(50);
    expect(weightedFrameworkScore(['medium'], 1)).toBe(75);
    expect(weightedFrameworkScore(['low'], 1)).toBe(90);
    expect(weightedFrameworkScore(['info', 'info'], 2)).toBe(100);
    // Every finding of the scan citing it, most of them medium: not 0 any more.
    expect(weightedFrameworkScore(['critical', 'high', 'medium', 'medium', 'low'], 5)).toBe(58); // (20+10+5+5+2)/100 = 42%
  });

  it('pontuação geral: média das quatro, arredondada meio para cima', () => {
    expect(overallScore([0, 0, 0, 75])).toBe(19); // 18,75
    expect(overallScore([100, 100, 100, 50])).toBe(88); // 87,5
    expect(overallScore([2, 0, 0, 0])).toBe(1); // 0,5
    expect(overallScore([1, 0, 0, 0])).toBe(0); // 0,25
    expect(overallScore([100, 100, 100, 100])).toBe(100);
    expect(overallScore([])).toBe(100);
  });
});

describe('relatório COMPLIANCE_JSON', () => {
  it('sem achados: tudo 100', () => {
    const report = buildComplianceReport([], 'cmn4893');
    expect(report.domains).toEqual({
      lgpd: { score: 100, violations: 0 }, bacen: { score: 100, violations: 0 },
      security: { score: 100, violations: 0 }, open_finance: { score: 100, violations: 0 },
    });
    expect(report.summary).toEqual({ compliance_score: 100, total_findings: 0 });
    expect(report.disclaimer).toMatch(/não substitui avaliação jurídica/);
  });

  it('conta cada achado uma vez por framework que cita, no regime escolhido (exemplo conferido à mão)', () => {
    // weak cipher (high): LGPD 46 + 48§3, BCB II, CWE-327. JWS not PS256 (medium): OF, BCB XIII, CWE-327.
    // http endpoint (low): LGPD 46 + 49, BCB II + XI, CWE-319. Four findings in total (one duplicate of the first rule).
    const findings = [finding('crypto-weak-cipher'), finding('crypto-weak-cipher', 2), finding('of-jws-alg-not-ps256'), finding('http-plaintext-endpoint')];
    const report = buildComplianceReport(findings, 'bcb85');
    // Weights in twentieths: high 10, medium 5, low 2; the most a scan of 4 can weigh is 4 × 20 = 80.
    // lgpd: 3 findings (10+10+2 = 22/80 = 27.5% → 28) → 72; bacen: 4 (27/80 = 33.75% → 34) → 66;
    // security: 4 → 66; open_finance: 1 (5/80 = 6.25% → 6) → 94.
    expect(report.domains).toEqual({
      lgpd: { score: 72, violations: 3 }, bacen: { score: 66, violations: 4 },
      security: { score: 66, violations: 4 }, open_finance: { score: 94, violations: 1 },
    });
    expect(report.summary).toEqual({ compliance_score: 75, total_findings: 4 }); // (72+66+66+94)/4 = 74.5 → 75
    expect(report.violationsByNorm.frameworks).toEqual([
      { name: 'lgpd', count: 3 }, { name: 'bacen', count: 4 }, { name: 'security', count: 4 }, { name: 'open_finance', count: 1 },
    ]);
    // No framework counts more findings than the scan has.
    for (const { count } of report.violationsByNorm.frameworks) expect(count).toBeLessThanOrEqual(report.summary.total_findings);
    const bacen = report.findings.flatMap((f) => f.law.citations.filter((c) => c.framework === 'bacen'));
    expect(bacen.every((c) => c.regime === 'bcb85')).toBe(true);
    // Ties (3 each) are ordered by reference.
    expect(report.violationsByNorm.norms.slice(0, 3)).toEqual([
      { framework: 'bacen', ref: 'BCB 85 (BCB 538) II', count: 3 },
      { framework: 'security', ref: 'CWE-327', count: 3 },
      { framework: 'lgpd', ref: 'LGPD art. 46', count: 3 },
    ]);
  });

  it('arredonda a porcentagem de um único domínio', () => {
    // One medium Open Finance finding among three: 5 of 3 × 20 = 8.33% → 8 → 92.
    const report = buildComplianceReport([finding('of-token-lifetime'), finding('injection-eval'), finding('injection-eval', 2)], 'cmn4893');
    expect(report.domains.open_finance).toEqual({ score: 92, violations: 1 });
  });
});
