/**
 * The COMPLIANCE_JSON artifact, computed purely from findings. A finding counts once for each
 * framework it cites (LGPD art. 46 and art. 6º are one LGPD violation) and once for each article,
 * so a framework's violations never exceed the scan's findings. Only findings of severity high or
 * critical are violations (spec §9's score counts them over every finding of the scan).
 */
import { citationsForRegime } from '../catalog/citations.js';
import { SEVERITY_ORDER, compareFindings } from '../findings/severity.js';
import { citationSummary } from '../catalog/summaries.js';
import { FRAMEWORKS, type Finding, type Framework, type Regime, type Severity } from '../types.js';
import { frameworkScore, isViolation, overallScore } from './score.js';

export const COMPLIANCE_DISCLAIMER = 'Relatório de evidência técnica gerado por análise de código; não substitui avaliação jurídica.';
/** Sample findings kept per article or control: the page shows them without loading every finding. */
export const ARTICLE_SAMPLES = 20;
/** Longest sample message kept (characters); longer ones end with "…". */
const SAMPLE_MESSAGE_MAX = 300;

export interface ArticleSample {
  /** The stored finding's id when known (the control plane's findings), else its fingerprint. */
  id: string;
  file: string;
  line: number;
  severity: Severity;
  rule: string;
  message: string;
}

/** The findings citing one article or control, for the /compliance page and the PDFs. */
export interface ArticleGroup {
  framework: Framework;
  /** The citation's reference in the report's regime, e.g. "LGPD art. 46", "BCB 85 (BCB 538) II", "CWE-89". */
  ref: string;
  /** One line of what the article or control asks (reviewed catalog data). */
  summary: string;
  /** Banco Central groups only: the regime of the reference. */
  regime?: Regime;
  /** Findings (deduplicated) citing it. */
  count: number;
  /** Occurrences: the findings' dedup counts summed. */
  occurrences: number;
  bySeverity: Record<Severity, number>;
  /** Up to ARTICLE_SAMPLES findings, most severe first, then by file and line. */
  samples: ArticleSample[];
}

export interface ComplianceReport {
  kind: 'COMPLIANCE_JSON';
  regime: Regime;
  disclaimer: string;
  /** Per framework: `violations` = findings of severity high or critical citing it; score = 100 − round(100 × violations / total_findings), floored at 0. */
  domains: Record<Framework, { score: number; violations: number }>;
  summary: { compliance_score: number; total_findings: number };
  /** The violations (high or critical findings) per framework and per cited article or control. */
  violationsByNorm: { frameworks: { name: Framework; count: number }[]; norms: { framework: Framework; ref: string; count: number }[] };
  /** Findings grouped by article or control: framework order (lgpd, bacen, security, open_finance), then most findings first. */
  articles: ArticleGroup[];
  findings: Finding[];
}

const emptySeverities = (): Record<Severity, number> =>
  Object.fromEntries(SEVERITY_ORDER.map((s) => [s, 0])) as Record<Severity, number>;

function sampleOf(finding: Finding): ArticleSample {
  const message = finding.message.length > SAMPLE_MESSAGE_MAX ? `${finding.message.slice(0, SAMPLE_MESSAGE_MAX - 1)}…` : finding.message;
  return { id: finding.id ?? finding.fingerprint, file: finding.file, line: finding.line, severity: finding.severity, rule: finding.rule, message };
}

/**
 * Groups findings by the articles and controls they cite (citations already filtered to one regime).
 * Bounded: one group per distinct reference (the catalog cites a few dozen) with at most
 * ARTICLE_SAMPLES samples each, however many findings there are.
 */
export function groupByArticle(findings: readonly Finding[], samples = ARTICLE_SAMPLES): ArticleGroup[] {
  const groups = new Map<string, { group: ArticleGroup; members: Finding[] }>();
  for (const finding of findings) {
    const seen = new Set<string>();
    for (const citation of finding.law.citations) {
      const key = `${citation.framework}\0${citation.ref}`;
      // A finding citing the same reference twice counts once for it.
      if (seen.has(key)) continue;
      seen.add(key);
      let entry = groups.get(key);
      if (!entry) {
        const group: ArticleGroup = {
          framework: citation.framework,
          ref: citation.ref,
          summary: citationSummary(citation),
          ...(citation.regime ? { regime: citation.regime } : {}),
          count: 0,
          occurrences: 0,
          bySeverity: emptySeverities(),
          samples: [],
        };
        entry = { group, members: [] };
        groups.set(key, entry);
      }
      entry.group.count += 1;
      entry.group.occurrences += finding.count;
      entry.group.bySeverity[finding.severity] += 1;
      entry.members.push(finding);
      // Keep the sample list bounded while grouping: sort and cut once it doubles.
      if (entry.members.length >= samples * 2) entry.members = entry.members.sort(compareFindings).slice(0, samples);
    }
  }
  return [...groups.values()]
    .map(({ group, members }) => ({ ...group, samples: [...members].sort(compareFindings).slice(0, samples).map(sampleOf) }))
    .sort(
      (a, b) =>
        FRAMEWORKS.indexOf(a.framework) - FRAMEWORKS.indexOf(b.framework) ||
        b.count - a.count ||
        a.ref.localeCompare(b.ref, 'pt-BR', { numeric: true }),
    );
}

export function buildComplianceReport(findings: readonly Finding[], regime: Regime = 'cmn4893'): ComplianceReport {
  const cited = findings.map((f) => ({ ...f, law: { citations: citationsForRegime(f.law.citations, regime) } }));
  const violationsOf = new Map<Framework, number>(FRAMEWORKS.map((f) => [f, 0]));
  const perNorm = new Map<string, { framework: Framework; ref: string; count: number }>();
  for (const finding of cited) {
    if (!isViolation(finding.severity)) continue;
    for (const framework of new Set(finding.law.citations.map((c) => c.framework))) violationsOf.set(framework, (violationsOf.get(framework) ?? 0) + 1);
    const refs = new Set<string>();
    for (const citation of finding.law.citations) {
      const key = `${citation.framework}\0${citation.ref}`;
      if (refs.has(key)) continue;
      refs.add(key);
      const norm = perNorm.get(key) ?? { framework: citation.framework, ref: citation.ref, count: 0 };
      norm.count += 1;
      perNorm.set(key, norm);
    }
  }
  const total = cited.length;
  const violations = (f: Framework) => violationsOf.get(f) ?? 0;
  const domains = Object.fromEntries(
    FRAMEWORKS.map((f) => [f, { score: frameworkScore(violations(f), total), violations: violations(f) }]),
  ) as ComplianceReport['domains'];
  // The overall score is the mean of the four domain scores, rounded half up.
  const overall = overallScore(FRAMEWORKS.map((f) => domains[f].score));
  return {
    kind: 'COMPLIANCE_JSON',
    regime,
    disclaimer: COMPLIANCE_DISCLAIMER,
    domains,
    summary: { compliance_score: overall, total_findings: total },
    violationsByNorm: {
      frameworks: FRAMEWORKS.map((name) => ({ name, count: violations(name) })),
      norms: [...perNorm.values()].sort((a, b) => b.count - a.count || a.ref.localeCompare(b.ref)),
    },
    articles: groupByArticle(cited),
    findings: cited,
  };
}
