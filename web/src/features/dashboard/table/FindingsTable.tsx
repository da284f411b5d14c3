import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getFragmentData, graphql, type FragmentType } from '../../../gql';
import type { FindingSortField, SortOrder } from '../../../gql/graphql';
import { toggleExpanded } from './expansion';
import { FindingRow } from './FindingRow';
import { SortableHeader } from './SortableHeader';
import type { TableSort } from './sorting';
import { TableShell } from '../../../components/TableShell';
import { Pager } from '../../../components/pager/Pager';

/** The table keys and expands rows by id; each row asks for the rest. */
export const FindingsTableFindingFragment = graphql(`
  fragment FindingsTable_finding on Finding {
    id
    ...FindingRow_finding
  }
`);

export interface FindingsTableProps {
  findings: ReadonlyArray<FragmentType<typeof FindingsTableFindingFragment>>;
  workspace: { tenantId: string | null; projectId: string };
  /** Rows chosen for bulk triage. */
  selected: ReadonlySet<string>;
  onSelect: (ids: readonly string[], selected: boolean) => void;
  total: number;
  page: number;
  pageSize: number;
  loading: boolean;
  sortBy: FindingSortField;
  sortOrder: SortOrder;
  onPage: (page: number) => void;
  onSort: (sortBy: FindingSortField, sortOrder: SortOrder) => void;
}

/** A header without sorting (the triage columns: their values live on the tracked finding). */
function PlainHeader({ className, label }: { className: string; label: string }) {
  return (
    <th className={className}>
      <div className="p-column-header-content">
        <span className="p-column-title">{label}</span>
      </div>
    </th>
  );
}

/** Selection, expander, location, severity, message and rule, state, age, due date, owner, category, framework, count. */
const COLUMNS = 12;

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
      {/* Fixed widths for the short columns; the message (the column people read) takes the rest. */}
      <colgroup>
        <col className="findings-table__col-select" />
        <col className="findings-table__col-expander" />
        <col className="findings-table__col-location" />
        <col className="findings-table__col-severity" />
        <col />
        <col className="findings-table__col-state" />
        <col className="findings-table__col-age" />
        <col className="findings-table__col-due" />
        <col className="findings-table__col-owner" />
        <col className="findings-table__col-category" />
        <col className="findings-table__col-framework" />
        <col className="findings-table__col-count" />
      </colgroup>
      <thead className="p-datatable-thead">
        <tr>
          <th className="findings-table__select-header">
            <span className="visually-hidden">{t('triage.selectColumn')}</span>
            <input
              type="checkbox"
              aria-label={t('triage.selectPage')}
              checked={rows.length > 0 && rows.every((row) => props.selected.has(row.id))}
              onChange={(event) => props.onSelect(rows.map((row) => row.id), event.target.checked)}
              data-testid="findings-select-page"
            />
          </th>
          <th className="findings-table__expander-header">
            <div className="p-column-header-content">
              <span className="p-column-title visually-hidden">{t('table.details')}</span>
            </div>
          </th>
          <SortableHeader field="FILE" label={t('table.location')} sort={sort} onSort={onSort} />
          <SortableHeader field="SEVERITY" label={t('table.severity')} sort={sort} onSort={onSort} />
          {/* The rule is shown under each message, so its sort sits in the message's header. */}
          <SortableHeader
            field="RULE"
            label={t('table.rule')}
            prefix={<span className="p-column-title findings-table__message-title">{t('table.messageAnd')}</span>}
            sort={sort}
            onSort={onSort}
          />
          <PlainHeader className="findings-table__state-header" label={t('triage.columnState')} />
          <PlainHeader className="findings-table__age-header" label={t('triage.columnAge')} />
          <PlainHeader className="findings-table__due-header" label={t('deadlines.columnDue')} />
          <PlainHeader className="findings-table__owner-header" label={t('deadlines.columnOwner')} />
          <SortableHeader field="CATEGORY" label={t('table.category')} sort={sort} onSort={onSort} />
          <SortableHeader field="FRAMEWORK" label={t('table.framework')} sort={sort} onSort={onSort} />
          <SortableHeader field="COUNT" label={t('table.count')} sort={sort} onSort={onSort} />
        </tr>
      </thead>
      <tbody className="p-datatable-tbody">
        {rows.length === 0 ? (
          <tr className="p-datatable-emptymessage">
            <td colSpan={COLUMNS}>{t('table.empty')}</td>
          </tr>
        ) : (
          rows.map((row, index) => (
            <FindingRow
              key={row.id}
              finding={row}
              index={index}
              expanded={expanded.has(row.id)}
              onToggle={toggle}
              columns={COLUMNS}
              workspace={props.workspace}
              selected={props.selected.has(row.id)}
              onSelect={(id) => props.onSelect([id], !props.selected.has(id))}
            />
          ))
        )}
      </tbody>
    </TableShell>
  );
}
