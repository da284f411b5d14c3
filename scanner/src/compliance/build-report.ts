/**
 * The COMPLIANCE_JSON artifact, computed purely from findings. A violation is one citation of a norm by
 * a finding, so a finding citing LGPD art. 46 and art. 6º counts twice for LGPD (hence scores can hit 0).
 */
import { citationsForRegime } from '../catalog/citations.js';
import { FRAMEWORKS, type Finding, type Framework, type Regime } from '../types.js';
import { frameworkScore } from './score.js';

export const COMPLIANCE_DISCLAIMER = 'Relatório de evidência técnica gerado por análise de código; não substitui avaliação jurídica.';

export interface ComplianceReport {
  kind: 'COMPLIANCE_JSON';
  regime: Regime;
  disclaimer: string;
  domains: Record<Framework, { score: number; violations: number }>;
  summary: { compliance_score: number; total_findings: number };
  violationsByNorm: { frameworks: { name: Framework; count: number }[]; norms: { framework: Framework; ref: string; count: number }[] };
  findings: Finding[];
}

export function buildComplianceReport(findings: readonly Finding[], regime: Regime = 'cmn4893'): ComplianceReport {
  const cited = findings.map((f) => ({ ...f, law: { citations: citationsForRegime(f.law.citations, regime) } }));
  const perFramework = new Map<Framework, number>(FRAMEWORKS.map((f) => [f, 0]));
  const perNorm = new Map<string, { framework: Framework; ref: string; count: number }>();
  for (const finding of cited) {
    for (const citation of finding.law.citations) {
      perFramework.set(citation.framework, (perFramework.get(citation.framework) ?? 0) + 1);
      const key = `${citation.framework}\0${citation.ref}`;
      const norm = perNorm.get(key) ?? { framework: citation.framework, ref: citation.ref, count: 0 };
      norm.count += 1;
      perNorm.set(key, norm);
    }
  }
  const total = cited.length;
  const domains = Object.fromEntries(
    FRAMEWORKS.map((f) => [f, { score: frameworkScore(perFramework.get(f) ?? 0, total), violations: perFramework.get(f) ?? 0 }]),
  ) as ComplianceReport['domains'];
  // The overall score is the rounded mean of the four domain scores.
  const overall = Math.round(FRAMEWORKS.reduce((sum, f) => sum + domains[f].score, 0) / FRAMEWORKS.length);
  return {
    kind: 'COMPLIANCE_JSON',
    regime,
    disclaimer: COMPLIANCE_DISCLAIMER,
    domains,
    summary: { compliance_score: overall, total_findings: total },
    violationsByNorm: {
      frameworks: FRAMEWORKS.map((name) => ({ name, count: perFramework.get(name) ?? 0 })),
      norms: [...perNorm.values()].sort((a, b) => b.count - a.count || a.ref.localeCompare(b.ref)),
    },
    findings: cited,
  };
}
