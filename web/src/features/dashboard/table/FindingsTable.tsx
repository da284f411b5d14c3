import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTablePageEvent, type DataTableSortEvent } from 'primereact/datatable';
import { Column } from 'primereact/column';
import { Button } from 'primereact/button';
import type { ResultOf } from '@graphql-typed-document-node/core';
import { getFragmentData, type FragmentType } from '../../../gql';
import type { FindingSortField, SortOrder } from '../../../gql/graphql';
import { formatNumber } from '../../../lib/format';
import { isSortField } from '../filters/filters';
import { FindingsTableFindingFragment } from './findingFragment';
import { FindingDetails } from './FindingDetails';
import { SeverityTag } from './SeverityTag';

export type FindingRow = ResultOf<typeof FindingsTableFindingFragment>;

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

/** Paginator without the rows-per-page dropdown (its hidden select has no label). */
const PAGINATOR_TEMPLATE = 'FirstPageLink PrevPageLink PageLinks NextPageLink LastPageLink CurrentPageReport';

const locationOf = (row: FindingRow) => `${row.file}:${row.line}:${row.column}`;

/** The findings of the page: lazy paging and sorting by the server, rows expand to their details. */
export function FindingsTable(props: FindingsTableProps) {
  const { t } = useTranslation('dashboard');
  const captionId = useId();
  const rows = props.findings.map((ref) => getFragmentData(FindingsTableFindingFragment, ref));
  const [expanded, setExpanded] = useState<Record<string, boolean>>({});

  const toggle = (row: FindingRow) => setExpanded((current) => {
    const next = { ...current };
    if (next[row.id]) delete next[row.id];
    else next[row.id] = true;
    return next;
  });

  const expanderBody = (row: FindingRow) => {
    const open = Boolean(expanded[row.id]);
    return (
      <Button
        type="button"
        text
        rounded
        size="small"
        icon={open ? 'pi pi-chevron-down' : 'pi pi-chevron-right'}
        aria-expanded={open}
        aria-controls={open ? `finding-details-${row.id}` : undefined}
        aria-label={open ? t('table.collapse', { location: locationOf(row) }) : t('table.expand', { location: locationOf(row) })}
        data-testid="finding-expand"
        onClick={() => toggle(row)}
      />
    );
  };

  const messageBody = (row: FindingRow) => (
    <span className="findings-table__message">
      {row.message}
      {row.nonApplicable ? <span className="findings-table__na">{t('table.nonApplicable')}</span> : null}
    </span>
  );

  return (
    <DataTable
      value={rows}
      dataKey="id"
      lazy
      paginator
      first={(props.page - 1) * props.pageSize}
      rows={props.pageSize}
      totalRecords={props.total}
      onPage={(event: DataTablePageEvent) => props.onPage(Math.floor(event.first / event.rows) + 1)}
      sortField={props.sortBy}
      sortOrder={props.sortOrder === 'asc' ? 1 : -1}
      onSort={(event: DataTableSortEvent) => {
        if (isSortField(event.sortField)) props.onSort(event.sortField, event.sortOrder === 1 ? 'asc' : 'desc');
      }}
      expandedRows={expanded}
      rowExpansionTemplate={(row: FindingRow) => <FindingDetails finding={row} />}
      paginatorTemplate={PAGINATOR_TEMPLATE}
      currentPageReportTemplate={t('table.pageReport')}
      loading={props.loading}
      emptyMessage={t('table.empty')}
      header={
        <h3 id={captionId} className="findings-table__caption">
          {t('table.caption')}
        </h3>
      }
      pt={{ table: { 'aria-labelledby': captionId }, bodyRow: { 'data-testid': 'finding-row' } as object }}
      stripedRows
      responsiveLayout="stack"
      breakpoint="768px"
      className="findings-table"
      data-testid="findings-table"
    >
      <Column header={<span className="visually-hidden">{t('table.details')}</span>} body={expanderBody} className="findings-table__expander" />
      <Column field="file" header={t('table.location')} sortable body={(row: FindingRow) => <code className="findings-table__location" data-testid="finding-location">{locationOf(row)}</code>} />
      <Column field="severity" header={t('table.severity')} sortable body={(row: FindingRow) => <SeverityTag severity={row.severity} />} />
      <Column field="rule" header={t('table.rule')} sortable />
      <Column field="category" header={t('table.category')} sortable />
      <Column field="framework" header={t('table.framework')} sortable body={(row: FindingRow) => t(`framework.${row.framework}`)} />
      <Column header={t('table.message')} body={messageBody} />
      <Column
        field="count"
        header={t('table.count')}
        sortable
        body={(row: FindingRow) => formatNumber(row.count)}
      />
    </DataTable>
  );
}
