import type { Selectable } from 'kysely';
import type { FindingsTable } from '../db/finding-tables.js';
import { toFindingDto } from '../findings/finding-dto.js';
import type { FindingFilter, FindingSortField, SortDirection } from '../findings/finding-filter.js';
import { csvHead, csvLines } from './findings-csv.js';
import { FindingsJsonWriter, type FindingsJsonHead } from './findings-json.js';

export type FindingsFormat = 'csv' | 'json';

export const FINDINGS_CONTENT_TYPE: Record<FindingsFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  json: 'application/json; charset=utf-8',
};

/**
 * The text of a findings export, chunk by chunk from the pages of the walk. No redaction here:
 * messages and snippets were redacted by the scanner when the findings were stored.
 */
export async function* findingsFileChunks(
  format: FindingsFormat,
  pages: AsyncIterable<Selectable<FindingsTable>[]>,
  head: Omit<FindingsJsonHead, 'filters'> & { filter: FindingFilter; sortBy: FindingSortField; sortOrder: SortDirection },
): AsyncGenerator<string> {
  if (format === 'csv') {
    yield csvHead();
    for await (const rows of pages) yield csvLines(rows.map(toFindingDto));
    return;
  }
  const json = new FindingsJsonWriter();
  const { filter, sortBy, sortOrder, ...rest } = head;
  yield json.head({
    ...rest,
    filters: {
      severities: filter.severities,
      rule: filter.rules[0] ?? null,
      q: filter.query ?? '',
      sortBy,
      sortOrder,
      includeNonApplicable: filter.includeNonApplicable,
    },
  });
  for await (const rows of pages) yield json.findings(rows.map(toFindingDto));
  yield json.end();
}
