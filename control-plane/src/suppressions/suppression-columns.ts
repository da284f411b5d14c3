/** The scanner's suppression (SARIF's words) as the findings row's columns, and back. */
import type { FindingSuppression } from '@vigia/scanner';
import type { SuppressionKind, SuppressionStatus } from '../db/finding-tables.js';

export interface SuppressionColumns {
  suppression_kind: SuppressionKind | null;
  suppression_status: SuppressionStatus | null;
  suppression_reason: string | null;
}

export function suppressionColumns(suppression: FindingSuppression | undefined): SuppressionColumns {
  if (!suppression) return { suppression_kind: null, suppression_status: null, suppression_reason: null };
  return {
    suppression_kind: suppression.kind === 'inSource' ? 'in_source' : 'external',
    suppression_status: suppression.status === 'underReview' ? 'under_review' : 'accepted',
    suppression_reason: suppression.justification,
  };
}

export function suppressionOfColumns(row: SuppressionColumns): FindingSuppression | undefined {
  if (!row.suppression_kind || !row.suppression_status) return undefined;
  return {
    kind: row.suppression_kind === 'in_source' ? 'inSource' : 'external',
    status: row.suppression_status === 'under_review' ? 'underReview' : 'accepted',
    justification: row.suppression_reason ?? '',
  };
}
