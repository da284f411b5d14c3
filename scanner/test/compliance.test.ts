import { describe, expect, it } from 'vitest';
import { buildComplianceReport, frameworkScore, isViolation, overallScore, roundHalfUp } from '../src/index.js';
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

  it('violação é um achado de severidade alta ou crítica que cita o framework', () => {
    expect(['critical', 'high', 'medium', 'low', 'info', 'unknown'].filter((s) => isViolation(s as never))).toEqual(['critical', 'high']);
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
    // Violations are the high or critical findings citing a framework: the two weak ciphers.
    // lgpd, bacen, security: 2 of 4 = 50% → 50; open_finance: its only finding is medium → 100.
    expect(report.domains).toEqual({
      lgpd: { score: 50, violations: 2 }, bacen: { score: 50, violations: 2 },
      security: { score: 50, violations: 2 }, open_finance: { score: 100, violations: 0 },
    });
    expect(report.summary).toEqual({ compliance_score: 63, total_findings: 4 }); // (50+50+50+100)/4 = 62.5 → 63
    expect(report.violationsByNorm.frameworks).toEqual([
      { name: 'lgpd', count: 2 }, { name: 'bacen', count: 2 }, { name: 'security', count: 2 }, { name: 'open_finance', count: 0 },
    ]);
    // No framework counts more findings than the scan has.
    for (const { count } of report.violationsByNorm.frameworks) expect(count).toBeLessThanOrEqual(report.summary.total_findings);
    const bacen = report.findings.flatMap((f) => f.law.citations.filter((c) => c.framework === 'bacen'));
    expect(bacen.every((c) => c.regime === 'bcb85')).toBe(true);
    // Ties (2 each) are ordered by reference; the medium and low findings' references count none.
    expect(report.violationsByNorm.norms.slice(0, 3)).toEqual([
      { framework: 'bacen', ref: 'BCB 85 (BCB 538) II', count: 2 },
      { framework: 'security', ref: 'CWE-327', count: 2 },
      { framework: 'lgpd', ref: 'LGPD art. 46', count: 2 },
    ]);
    expect(report.violationsByNorm.norms.map((n) => n.ref)).not.toContain('CWE-319');
    // The articles still group every finding, whatever its severity.
    expect(report.articles.find((a) => a.ref === 'CWE-319')?.count).toBe(1);
  });

  it('arredonda a porcentagem de um único domínio', () => {
    // injection-eval is critical; of-token-lifetime (medium, Open Finance) is no violation.
    const report = buildComplianceReport([finding('of-token-lifetime'), finding('injection-eval'), finding('injection-eval', 2)], 'cmn4893');
    expect(report.domains.open_finance).toEqual({ score: 100, violations: 0 });
    expect(report.domains.security).toEqual({ score: 33, violations: 2 }); // 2 of 3 = 66.7% → 67
  });
});
