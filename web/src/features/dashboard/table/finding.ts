import type { ResultOf } from '@graphql-typed-document-node/core';
import type { FindingsTableFindingFragment } from './findingFragment';

/** A row of the findings table, unmasked from its fragment. */
export type FindingRow = ResultOf<typeof FindingsTableFindingFragment>;

/** "file:line:column", the row's name in its buttons and the location cell. */
export const locationOf = (row: Pick<FindingRow, 'file' | 'line' | 'column'>) => `${row.file}:${row.line}:${row.column}`;
