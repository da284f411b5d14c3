import type { Selectable } from 'kysely';
import type { FindingsTable } from '../db/finding-tables.js';
import type { Schemas } from '../lib/api-types.js';

export type FindingDto = Schemas['Finding'];
type StoredCitation = { framework: string; ref: string; text: string };

/** A findings row as the contract's Finding (the engine's extra meta fields stay inside). */
export function toFindingDto(row: Selectable<FindingsTable>): FindingDto {
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
