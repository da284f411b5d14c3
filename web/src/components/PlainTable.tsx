import { Children, type ReactNode } from 'react';
import { TableShell, type TableShellProps } from './TableShell';

export interface PlainTableProps extends Omit<TableShellProps, 'children' | 'loading'> {
  /** What each column header shows, in order (strings, or markup such as a select-all box). */
  columns: readonly ReactNode[];
  /** The body rows. */
  children: ReactNode;
  /** Defaults to false: most of these tables are only drawn once their data is there. */
  loading?: boolean;
  /** One full-width row shown when the body has no rows and nothing is loading. */
  empty?: ReactNode;
}

/** A TableShell with the usual head (one `th scope="col"` per column) and body, and the empty row. */
export function PlainTable({ columns, children, loading = false, empty, ...shell }: PlainTableProps) {
  const showEmpty = empty !== undefined && !loading && Children.count(children) === 0;
  return (
    <TableShell loading={loading} {...shell}>
      <thead className="p-datatable-thead">
        <tr>
          {columns.map((column, index) => (
            <th key={index} scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="p-datatable-tbody">
        {showEmpty ? (
          <tr>
            <td colSpan={columns.length} className="p-datatable-emptymessage">
              {empty}
            </td>
          </tr>
        ) : null}
        {children}
      </tbody>
    </TableShell>
  );
}

/** A header's text in PrimeReact DataTable's header markup (the theme's alignment and spacing). */
export function ColumnTitle({ children }: { children: ReactNode }) {
  return (
    <div className="p-column-header-content">
      <span className="p-column-title">{children}</span>
    </div>
  );
}
