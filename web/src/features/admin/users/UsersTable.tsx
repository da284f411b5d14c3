import { useTranslation } from 'react-i18next';
import { ColumnTitle, PlainTable } from '../../../components/PlainTable';
import { Pager } from '../../../components/pager/Pager';
import { UserRow, type UserItem, type UserRowProps } from './UserRow';

export interface UsersTableProps extends Pick<UserRowProps, 'projectNames' | 'onToggle' | 'onEdit' | 'onRemove' | 'onReactivate' | 'onResetMfa'> {
  users: readonly UserItem[];
  total: number;
  page: number;
  pageSize: number;
  loading: boolean;
  selected: ReadonlySet<string>;
  /** Selects every user on the page, or clears the page when all are selected. */
  onToggleAll: () => void;
  onPage: (page: number) => void;
}

const COLUMNS = ['name', 'email', 'roles', 'projects', 'status', 'lastLogin', 'actions'] as const;

/** The page of users: plain table markup with PrimeReact's DataTable class names and the shared pager. */
export function UsersTable({ users, total, page, pageSize, loading, selected, onToggleAll, onPage, ...rowProps }: UsersTableProps) {
  const { t } = useTranslation('admin-users');
  const allSelected = users.length > 0 && users.every((user) => selected.has(user.id));
  const selectAll = <input type="checkbox" className="admin-users__check" checked={allSelected} disabled={users.length === 0} onChange={onToggleAll} aria-label={t('table.selectAll')} />;
  return (
    <PlainTable
      className="admin-users__table"
      testId="users-list"
      loading={loading}
      caption={<h2 className="admin-users__caption">{t('table.caption')}</h2>}
      footer={<Pager page={page} pageSize={pageSize} total={total} onPage={onPage} label={t('pager.label')} rangeTestId="users-range" />}
      columns={[selectAll, ...COLUMNS.map((column) => <ColumnTitle key={column}>{t(`table.${column}`)}</ColumnTitle>)]}
      empty={t('table.empty')}
    >
      {users.map((user, index) => (
        <UserRow key={user.id} user={user} index={index} selected={selected.has(user.id)} {...rowProps} />
      ))}
    </PlainTable>
  );
}
