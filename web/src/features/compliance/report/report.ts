/**
 * The parts of compliance.json the page shows (control-plane README "Compliance"), read from the
 * JSON scalar defensively: a missing or odd value becomes an empty one, never a crash.
 */
export const DOMAINS = ['lgpd', 'bacen', 'security', 'open_finance'] as const;
export type Domain = (typeof DOMAINS)[number];

export const SEVERITIES = ['critical', 'high', 'medium', 'low', 'info', 'unknown'] as const;
export type Severity = (typeof SEVERITIES)[number];

export type Regime = 'CMN_4893' | 'BCB_85';

export interface DomainScore {
  score: number;
  violations: number;
}

export interface ArticleSample {
  id: string;
  file: string;
  line: number;
  severity: string;
  rule: string;
  message: string;
}

export interface ArticleGroup {
  framework: string;
  ref: string;
  summary: string;
  count: number;
  occurrences: number;
  bySeverity: Partial<Record<Severity, number>>;
  samples: ArticleSample[];
}

export interface ComplianceReportData {
  regime: Regime | null;
  disclaimer: string;
  domains: Record<Domain, DomainScore | null>;
  summary: { complianceScore: number | null; totalFindings: number | null };
  frameworks: { name: string; count: number }[];
  norms: { framework: string; ref: string; count: number }[];
  articles: ArticleGroup[];
}

type Json = unknown;

function record(value: Json): Record<string, unknown> {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

function list(value: Json): unknown[] {
  return Array.isArray(value) ? value : [];
}

function num(value: Json): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

function str(value: Json): string {
  return typeof value === 'string' ? value : '';
}

/** 'cmn4893' / 'bcb85' of the file, or the GraphQL enum spelling. */
export function parseRegime(value: Json): Regime | null {
  const text = str(value).toLowerCase().replace(/[^a-z0-9]/g, '');
  if (text === 'cmn4893') return 'CMN_4893';
  if (text === 'bcb85') return 'BCB_85';
  return null;
}

export interface ReportDocuments {
  summary?: Json;
  domains?: Json;
  violationsByNorm?: Json;
  articles?: Json;
  regime?: Json;
  disclaimer?: Json;
}

export function parseReport(docs: ReportDocuments): ComplianceReportData {
  const domainsDoc = record(docs.domains);
  const domains = Object.fromEntries(
    DOMAINS.map((domain) => {
      const entry = record(domainsDoc[domain]);
      const score = num(entry.score);
      return [domain, score === null ? null : { score, violations: num(entry.violations) ?? 0 }];
    }),
  ) as Record<Domain, DomainScore | null>;
  const summary = record(docs.summary);
  const byNorm = record(docs.violationsByNorm);
  return {
    regime: parseRegime(docs.regime),
    disclaimer: str(docs.disclaimer),
    domains,
    summary: { complianceScore: num(summary.compliance_score), totalFindings: num(summary.total_findings) },
    frameworks: list(byNorm.frameworks)
      .map(record)
      .map((f) => ({ name: str(f.name), count: num(f.count) ?? 0 }))
      .filter((f) => f.name),
    norms: list(byNorm.norms)
      .map(record)
      .map((n) => ({ framework: str(n.framework), ref: str(n.ref), count: num(n.count) ?? 0 }))
      .filter((n) => n.ref),
    articles: list(docs.articles)
      .map(record)
      .map((a) => {
        const bySeverity = record(a.bySeverity);
        return {
          framework: str(a.framework),
          ref: str(a.ref),
          summary: str(a.summary),
          count: num(a.count) ?? 0,
          occurrences: num(a.occurrences) ?? 0,
          bySeverity: Object.fromEntries(SEVERITIES.map((s) => [s, num(bySeverity[s]) ?? 0])) as Partial<Record<Severity, number>>,
          samples: list(a.samples)
            .map(record)
            .map((s) => ({ id: str(s.id), file: str(s.file), line: num(s.line) ?? 0, severity: str(s.severity), rule: str(s.rule), message: str(s.message) })),
        };
      })
      .filter((a) => a.ref),
  };
}

/** The articles grouped by framework in the file's order (lgpd, bacen, security, open_finance, then others). */
export function articlesByFramework(articles: readonly ArticleGroup[]): { framework: string; articles: ArticleGroup[] }[] {
  const groups = new Map<string, ArticleGroup[]>();
  for (const domain of DOMAINS) groups.set(domain, []);
  for (const article of articles) {
    const key = article.framework || 'other';
    if (!groups.has(key)) groups.set(key, []);
    groups.get(key)!.push(article);
  }
  return [...groups.entries()].filter(([, items]) => items.length > 0).map(([framework, items]) => ({ framework, articles: items }));
}
