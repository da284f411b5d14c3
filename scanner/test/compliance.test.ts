import { describe, expect, it } from 'vitest';
import { buildComplianceReport, frameworkScore, overallScore, roundHalfUp } from '../src/index.js';
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

  it('violações acima dos achados (uma achado cita várias normas) ficam no piso 0', () => {
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

  it('conta citações por framework no regime escolhido (exemplo conferido à mão)', () => {
    // weak cipher: LGPD 46 + 48§3 (2), BCB II (1), CWE-327 (1). JWS not PS256: OF (1), BCB XIII (1), CWE-327 (1).
    // http endpoint: LGPD 46 + 49 (2), BCB II + XI (2), CWE-319 (1). Four findings in total (one duplicate of the first rule).
    const findings = [finding('crypto-weak-cipher'), finding('crypto-weak-cipher', 2), finding('of-jws-alg-not-ps256'), finding('http-plaintext-endpoint')];
    const report = buildComplianceReport(findings, 'bcb85');
    // lgpd 2+2+0+2 = 6 of 4 = 150% → 0; bacen 1+1+1+2 = 5 → 125% → 0; security 1+1+1+1 = 4 → 100% → 0; open_finance 1 → 25% → 75.
    expect(report.domains).toEqual({
      lgpd: { score: 0, violations: 6 }, bacen: { score: 0, violations: 5 },
      security: { score: 0, violations: 4 }, open_finance: { score: 75, violations: 1 },
    });
    expect(report.summary).toEqual({ compliance_score: 19, total_findings: 4 }); // (0+0+0+75)/4 = 18.75 → 19
    expect(report.violationsByNorm.frameworks).toEqual([
      { name: 'lgpd', count: 6 }, { name: 'bacen', count: 5 }, { name: 'security', count: 4 }, { name: 'open_finance', count: 1 },
    ]);
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
    // One Open Finance finding among three: OF 1/3 = 33% → 67.
    const report = buildComplianceReport([finding('of-token-lifetime'), finding('injection-eval'), finding('injection-eval', 2)], 'cmn4893');
    expect(report.domains.open_finance).toEqual({ score: 67, violations: 1 });
  });
});
