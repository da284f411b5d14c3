import type { FindingSortField, SortOrder } from '../../../gql/graphql';

export interface TableSort {
  sortBy: FindingSortField;
  sortOrder: SortOrder;
}

/** A click on a column header: the sorted column flips its order, another column starts ascending. */
export function nextSort(current: TableSort, field: FindingSortField): TableSort {
  if (current.sortBy === field) return { sortBy: field, sortOrder: current.sortOrder === 'ASC' ? 'DESC' : 'ASC' };
  return { sortBy: field, sortOrder: 'ASC' };
}

/** `aria-sort` of a sortable column header. */
export function ariaSort(current: TableSort, field: FindingSortField): 'ascending' | 'descending' | 'none' {
  if (current.sortBy !== field) return 'none';
  return current.sortOrder === 'ASC' ? 'ascending' : 'descending';
}
