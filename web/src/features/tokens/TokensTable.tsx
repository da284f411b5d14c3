import { useTranslation } from 'react-i18next';
import { DataTable } from 'primereact/datatable';
import { Column } from 'primereact/column';
import { RowAction } from '../../components/RowAction';
import { Tag } from 'primereact/tag';
import type { ResultOf } from '@graphql-typed-document-node/core';
import { formatDate } from '../../lib/format';
import { TokenRowFragment } from './api/tokenFragment';

export type TokenRow = ResultOf<typeof TokenRowFragment>;

const STATUS_SEVERITY = { ACTIVE: 'success', EXPIRED: 'warning', REVOKED: 'danger' } as const;

export interface TokensTableProps {
  tokens: readonly TokenRow[];
  projectName: string;
  loading: boolean;
  onRotate: (token: TokenRow) => void;
  onRevoke: (token: TokenRow) => void;
}

/** The project's tokens: name, kind, public prefix, status, who created it, when, last use, expiry (pt-BR dates). */
export function TokensTable({ tokens, projectName, loading, onRotate, onRevoke }: TokensTableProps) {
  const { t } = useTranslation('tokens');

  const nameBody = (row: TokenRow) => (
    <div className="tokens-table__name">
      <span>{row.name}</span>
      {row.previousSecretExpiresAt ? <small className="muted">{t('table.grace', { date: formatDate(row.previousSecretExpiresAt, true) })}</small> : null}
    </div>
  );
  const statusBody = (row: TokenRow) => {
    const status = row.status ?? (row.isActive ? 'ACTIVE' : 'REVOKED');
    return <Tag value={t(`status.${status}`)} severity={STATUS_SEVERITY[status]} />;
  };
  // Expired tokens can only be revoked (a new secret would expire at once); revoked ones are done.
  const actionsBody = (row: TokenRow) =>
    row.isActive ? (
      <div className="row-actions">
        {row.status === 'EXPIRED' ? null : (
          <RowAction icon="pi pi-sync" label={t('actions.rotate')} aria-label={t('actions.rotateAria', { name: row.name })} onClick={() => onRotate(row)} />
        )}
        <RowAction severity="danger" icon="pi pi-ban" label={t('actions.revoke')} aria-label={t('actions.revokeAria', { name: row.name })} onClick={() => onRevoke(row)} />
      </div>
    ) : null;

  return (
    <DataTable
      value={[...tokens]}
      dataKey="id"
      loading={loading}
      emptyMessage={t('table.empty')}
      aria-label={t('table.caption', { project: projectName })}
      stripedRows
      responsiveLayout="stack"
      breakpoint="768px"
      size="small"
      className="tokens-table"
    >
      <Column header={t('table.name')} body={nameBody} />
      <Column header={t('table.kind')} body={(row: TokenRow) => t(`kinds.${row.kind}`)} />
      <Column header={t('table.prefix')} body={(row: TokenRow) => <code className="tokens-table__prefix">{row.prefix}</code>} />
      <Column header={t('table.status')} body={statusBody} />
      <Column header={t('table.createdBy')} body={(row: TokenRow) => row.createdByName ?? t('table.unknownCreator')} />
      <Column header={t('table.createdAt')} body={(row: TokenRow) => formatDate(row.createdAt)} />
      <Column header={t('table.lastUsedAt')} body={(row: TokenRow) => (row.lastUsedAt ? formatDate(row.lastUsedAt, true) : t('table.neverUsed'))} />
      <Column header={t('table.expiresAt')} body={(row: TokenRow) => (row.expiresAt ? formatDate(row.expiresAt) : t('table.noExpiry'))} />
      <Column header={t('table.actions')} body={actionsBody} />
    </DataTable>
  );
}
