/**
 * The SARIF a scan serves, with what was decided after the file was written: each result's
 * `suppressions` (inSource for a `vigia-ignore` comment, external for a triage decision or an
 * imported tool's own, with status and justification) and `baselineState` against the previous
 * scan of the branch: new, unchanged, updated (same finding, moved or changed), and the previous
 * scan's findings this one no longer has as `absent` results.
 */
import type { Finding, SarifLog } from '@vigia/scanner';
import type { CurrentFinding } from './sarif-baseline.repository.js';

type Result = NonNullable<SarifLog['runs'][number]['results']>[number];
type Suppression = NonNullable<Result['suppressions']>[number];

export const FINGERPRINT_KEY = 'vigiaFingerprint/v1';

function suppressionsOf(row: CurrentFinding): Suppression[] {
  const found: Suppression[] = [];
  if (row.suppression_kind && row.suppression_status) {
    found.push({
      kind: row.suppression_kind === 'in_source' ? 'inSource' : 'external',
      status: row.suppression_status === 'under_review' ? 'underReview' : 'accepted',
      justification: row.suppression_reason ?? '',
    });
  }
  if (row.state === 'false_positive' || row.state === 'accepted_risk') {
    found.push({
      kind: 'external',
      status: 'accepted',
      justification: row.state_reason ?? '',
      properties: { triageState: row.state, ...(row.risk_expires_at ? { expiresAt: new Date(row.risk_expires_at).toISOString() } : {}) },
    });
  }
  return found;
}

const moved = (row: CurrentFinding, before: Finding): boolean =>
  (row.line ?? 0) !== before.line || (row.col ?? 0) !== before.column || row.severity !== before.severity || row.message !== before.message;

/**
 * Annotates `log` (the stored SARIF, parsed) in place and returns it. `previous` is the baseline
 * scan's findings (null: no baseline, everything is new); `absent` renders those gone as a SARIF run.
 */
export function annotateSarif(
  log: SarifLog,
  current: ReadonlyMap<string, CurrentFinding>,
  previous: readonly Finding[] | null,
  absent: (findings: Finding[]) => SarifLog,
): SarifLog {
  const before = new Map((previous ?? []).map((f) => [f.fingerprint, f]));
  const run = log.runs[0];
  if (!run) return log;
  for (const result of run.results ?? []) {
    const fingerprint = result.partialFingerprints?.[FINGERPRINT_KEY];
    const row = fingerprint ? current.get(fingerprint) : undefined;
    delete result.suppressions;
    if (!row || !fingerprint) continue;
    const suppressions = suppressionsOf(row);
    if (suppressions.length > 0) result.suppressions = suppressions;
    const earlier = before.get(fingerprint);
    result.baselineState = !earlier ? 'new' : moved(row, earlier) ? 'updated' : 'unchanged';
  }
  const gone = (previous ?? []).filter((f) => !current.has(f.fingerprint));
  if (gone.length === 0) return log;
  const rules = (run.tool.driver.rules ??= []);
  const gonePart = absent(gone).runs[0];
  for (const result of gonePart?.results ?? []) {
    const rule = gonePart?.tool.driver.rules?.[result.ruleIndex ?? -1];
    let index = rules.findIndex((r) => r.id === result.ruleId);
    if (index === -1 && rule) index = rules.push(rule) - 1;
    const { suppressions: _dropped, ruleIndex: _theirs, ...rest } = result;
    (run.results ??= []).push({ ...rest, ...(index === -1 ? {} : { ruleIndex: index }), baselineState: 'absent' });
  }
  return log;
}
