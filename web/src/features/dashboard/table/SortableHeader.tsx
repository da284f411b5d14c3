import type { ReactNode } from 'react';
import type { FindingSortField } from '../../../gql/graphql';
import { ariaSort, nextSort, type TableSort } from './sorting';

export interface SortableHeaderProps {
  field: FindingSortField;
  label: string;
  sort: TableSort;
  onSort: (next: TableSort) => void;
  /** Text before the sort button, for a column that shows more than its sort field. */
  prefix?: ReactNode;
}

const ICONS = { ascending: 'pi-sort-amount-up-alt', descending: 'pi-sort-amount-down', none: 'pi-sort-alt' } as const;

/**
 * A column header that sorts: the button gives focus and keyboard activation, the whole cell takes
 * the click (as PrimeReact's did), `aria-sort` tells the column's order.
 */
export function SortableHeader({ field, label, sort, onSort, prefix }: SortableHeaderProps) {
  const state = ariaSort(sort, field);
  return (
    <th
      className={state === 'none' ? 'p-sortable-column' : 'p-sortable-column p-highlight'}
      aria-sort={state}
      onClick={() => onSort(nextSort(sort, field))}
    >
      <div className="p-column-header-content">
        {prefix}
        <button type="button" className="findings-table__sort">
          <span className="p-column-title">{label}</span>
          <span className={`p-sortable-column-icon pi ${ICONS[state]}`} aria-hidden="true" />
        </button>
      </div>
    </th>
  );
}
