import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getFragmentData, type FragmentType } from '../../../gql';
import type { FindingSortField, SortOrder } from '../../../gql/graphql';
import { FindingsTableFindingFragment } from './findingFragment';
import { toggleExpanded } from './expansion';
import { FindingRow } from './FindingRow';
import { SortableHeader } from './SortableHeader';
import type { TableSort } from './sorting';
import { TableShell } from '../../../components/TableShell';
import { Pager } from '../../../components/pager/Pager';

export interface FindingsTableProps {
  findings: ReadonlyArray<FragmentType<typeof FindingsTableFindingFragment>>;
  total: number;
  page: number;
  pageSize: number;
  loading: boolean;
  sortBy: FindingSortField;
  sortOrder: SortOrder;
  onPage: (page: number) => void;
  onSort: (sortBy: FindingSortField, sortOrder: SortOrder) => void;
}

/** Sortable columns: header key and the server's sort field. */
const SORTABLE = [
  ['location', 'file'],
  ['severity', 'severity'],
  ['rule', 'rule'],
  ['category', 'category'],
  ['framework', 'framework'],
] as const satisfies ReadonlyArray<readonly [string, FindingSortField]>;

/** Expander, the sortable columns, message, count. */
const COLUMNS = SORTABLE.length + 3;

/**
 * The findings of the page: paged and sorted by the server, rows expand to their details.
 * Plain table markup with PrimeReact's DataTable class names, so the theme styles it as before.
 */
export function FindingsTable(props: FindingsTableProps) {
  const { t } = useTranslation('dashboard');
  const rows = getFragmentData(FindingsTableFindingFragment, props.findings);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set());
  const sort: TableSort = { sortBy: props.sortBy, sortOrder: props.sortOrder };
  const onSort = (next: TableSort) => props.onSort(next.sortBy, next.sortOrder);
  const toggle = (id: string) => setExpanded((current) => toggleExpanded(current, id));
  const area = useRef<HTMLDivElement>(null);

  return (
    <TableShell
      className="findings-table"
      testId="findings-table"
      loading={props.loading}
      rootRef={area}
      caption={<h3 className="findings-table__caption">{t('table.caption')}</h3>}
      footer={<Pager page={props.page} pageSize={props.pageSize} total={props.total} onPage={props.onPage} label={t('table.pagerLabel')} swipeArea={area} />}
    >
      <thead className="p-datatable-thead">
        <tr>
          <th>
            <div className="p-column-header-content">
              <span className="p-column-title visually-hidden">{t('table.details')}</span>
            </div>
          </th>
          {SORTABLE.map(([key, field]) => (
            <SortableHeader key={field} field={field} label={t(`table.${key}`)} sort={sort} onSort={onSort} />
          ))}
          <th>
            <div className="p-column-header-content">
              <span className="p-column-title">{t('table.message')}</span>
            </div>
          </th>
          <SortableHeader field="count" label={t('table.count')} sort={sort} onSort={onSort} />
        </tr>
      </thead>
      <tbody className="p-datatable-tbody">
        {rows.length === 0 ? (
          <tr className="p-datatable-emptymessage">
            <td colSpan={COLUMNS}>{t('table.empty')}</td>
          </tr>
        ) : (
          rows.map((row, index) => (
            <FindingRow key={row.id} finding={row} index={index} expanded={expanded.has(row.id)} onToggle={toggle} columns={COLUMNS} />
          ))
        )}
      </tbody>
    </TableShell>
  );
}
