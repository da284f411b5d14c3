import type { Selectable } from 'kysely';
import type { FindingsTable } from '../db/finding-tables.js';
import type { Schemas } from '../lib/api-types.js';

export type FindingDto = Schemas['Finding'];

/**
 * The columns of findings a Finding is made of, with its tracked finding and baseline (the triage):
 * what the dashboard's pages read. Not search_text (the row's text again, lower-cased, for the search
 * index), created_at, frameworks or severity_rank: 50 rows of them read, sent and parsed (dates, arrays)
 * on every page for nothing.
 */
export const FINDING_COLUMNS = [
  'id',
  'scan_id',
  'file',
  'line',
  'col',
  'message',
  'severity',
  'rule',
  'category',
  'framework',
  'cwe',
  'snippet',
  'fingerprint',
  'dedup_count',
  'non_applicable',
  'meta',
  'citations',
  'tracked_id',
  'baseline',
  'suppression_kind',
  'suppression_status',
  'suppression_reason',
] as const satisfies readonly (keyof FindingsTable)[];

/** A findings row as a page reads it (FINDING_COLUMNS). */
export type FindingRow = Pick<Selectable<FindingsTable>, (typeof FINDING_COLUMNS)[number]>;
type StoredCitation = { framework: string; ref: string; text: string };

/** A findings row as the contract's Finding (the engine's extra meta fields stay inside). */
export function toFindingDto(row: FindingRow): FindingDto {
  const meta = row.meta as { regulatory?: FindingDto['meta']['regulatory']; trace?: FindingDto['trace']; suppressionNote?: string };
  const regulatory = meta.regulatory ?? { frameworks: [], cwe: [], bacenControls: [], lgpdArticles: [], openFinance: [] };
  return {
    id: row.id,
    scanId: row.scan_id,
    file: row.file,
    line: row.line ?? 0,
    column: row.col ?? 0,
    message: row.message,
    severity: row.severity,
    rule: row.rule,
    category: row.category ?? '',
    framework: (row.framework ?? 'security') as FindingDto['framework'],
    cwe: row.cwe,
    snippet: row.snippet,
    fingerprint: row.fingerprint,
    count: row.dedup_count,
    nonApplicable: row.non_applicable,
    meta: { regulatory },
    trace: meta.trace ?? [],
    law: {
      citations: (row.citations as StoredCitation[]).map((c) => ({
        framework: c.framework as FindingDto['framework'],
        ref: c.ref,
        text: c.text,
      })),
    },
    ...(row.suppression_kind && row.suppression_status
      ? { suppression: { kind: row.suppression_kind, status: row.suppression_status, reason: row.suppression_reason ?? '' } }
      : {}),
    ...(meta.suppressionNote ? { suppressionNote: meta.suppressionNote } : {}),
  };
}
