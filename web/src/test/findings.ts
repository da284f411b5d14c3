import type { Answer } from './mocks/handlers/gateway';

const DAY = 86_400_000;
/** An instant `days` from now (negative: in the past), as the gateway writes it. */
export const inDays = (days: number): string => new Date(Date.now() + days * DAY).toISOString();

type Fields = Record<string, unknown>;

/** A finding's triage as the gateway answers it: tracked as t<i>, open, unchanged since the last scan, seen 3 days ago, no due date, no owner. */
export function findingTriage(i: number, overrides: Fields = {}) {
  return {
    __typename: 'FindingTriage',
    trackedId: `t${i}`,
    state: 'OPEN',
    baseline: 'UNCHANGED',
    firstSeenAt: inDays(-3),
    dueAt: null as string | null,
    overdue: false,
    assignee: null as Fields | null,
    ...overrides,
  };
}

/** A finding of the dashboard's table: f<i> at src/pix/a<i>.ts:<i>:1, "Achado <i>", medium weak-hash, no suppression, with `findingTriage(i)`; its details are `findingDetails(i)`. */
export function findingNode(i: number, overrides: Fields = {}) {
  return {
    __typename: 'Finding',
    id: `f${i}`,
    file: `src/pix/a${i}.ts`,
    line: i,
    column: 1,
    message: `Achado ${i}`,
    severity: 'MEDIUM',
    rule: 'weak-hash',
    category: 'crypto',
    framework: 'SECURITY',
    count: 1,
    nonApplicable: false,
    suppression: null,
    suppressionNote: null,
    triage: findingTriage(i),
    ...overrides,
  };
}

/** What an expanded row of f<i> fetches (Query.finding): no CWE, snippet, citations, references nor trace. */
export function findingDetails(i: number, overrides: Fields = {}) {
  return {
    __typename: 'Finding',
    id: `f${i}`,
    cwe: null as string | null,
    snippet: null as string | null,
    trace: [] as Fields[],
    law: { __typename: 'FindingLaw', citations: [] as Fields[] },
    meta: { __typename: 'FindingMeta', regulatory: { __typename: 'RegulatoryMeta', cwe: [] as string[], bacenControls: [] as string[], lgpdArticles: [] as string[], openFinance: [] as string[] } },
    ...overrides,
  };
}

/** The gateway's answer to FindingDetails (Query.finding): the finding asked for, with `findingDetails(i)` of its number and the overrides. */
export function findingAnswer(overrides: Fields = {}) {
  return (call: { variables: Record<string, unknown> }): Answer => ({
    data: { finding: findingDetails(Number(String(call.variables.findingId).slice(1)), overrides) },
  });
}

/** The dashboard's first page of findings (scan s2 of 28/11/2026, 50 a page), their total the count given. */
export function findingsPageAnswer(findings: readonly Fields[], overrides: Fields = {}): Answer {
  return {
    data: {
      latestFindings: {
        __typename: 'FindingsPage',
        scanId: 's2',
        scanFinishedAt: '2026-11-28T12:00:00Z',
        page: 1,
        pageSize: 50,
        tracking: null,
        summary: { __typename: 'FindingsSummary', total: findings.length, totalIsEstimate: false, bySeverity: [], byFramework: [] },
        findings,
        ...overrides,
      },
    },
  };
}

/** The details of finding f1 on branch main for someone who may triage and accept risks (up to 90 days), without history or comments. */
export function findingDetailAnswer(triage: Fields): Answer {
  return {
    data: {
      findingTriage: {
        __typename: 'FindingTriageDetail',
        findingId: 'f1',
        canTriage: true,
        canAcceptRisk: true,
        riskAcceptanceMaxDays: 90,
        triage: { ...triage, branch: 'main', stateReason: null, riskExpiresAt: null },
        history: [],
        comments: [],
      },
    },
  };
}
