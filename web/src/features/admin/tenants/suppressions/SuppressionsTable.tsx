import { useTranslation } from 'react-i18next';
import { MiddleTruncate } from '../../../../components/MiddleTruncate';
import { PlainTable } from '../../../../components/PlainTable';
import { Pager } from '../../../../components/pager/Pager';
import type { AdminSuppressionsQuery } from '../../../../gql/graphql';
import { formatDate } from '../../../../lib/format';
import { SUPPRESSIONS_PAGE_SIZE } from './suppressionFilters';

export type SuppressionRow = NonNullable<AdminSuppressionsQuery['listSuppressions']>['suppressions'][number];

const COLUMNS = ['kind', 'finding', 'project', 'reason', 'author', 'age'] as const;
const DAY_MS = 86_400_000;

export interface SuppressionsTableProps {
  rows: readonly SuppressionRow[];
  total: number;
  page: number;
  loading: boolean;
  /** The instant ages are counted from (the page's render). */
  now: number;
  onPage: (page: number) => void;
}

/** Every suppression, newest first: kind, the finding (rule, file and line), project and branch, reason, author and age. */
export function SuppressionsTable({ rows, total, page, loading, now, onPage }: SuppressionsTableProps) {
  const { t } = useTranslation('admin-suppressions');

  const author = (row: SuppressionRow) => {
    if (row.author) return row.author.name ?? row.author.email;
    if (row.tokenName) return t('table.token', { name: row.tokenName });
    return t('table.noAuthor');
  };

  return (
    <PlainTable
      className="suppressions-table"
      testId="suppressions-table"
      loading={loading}
      caption={t('table.caption')}
      footer={total > 0 ? <Pager page={page} pageSize={SUPPRESSIONS_PAGE_SIZE} total={total} onPage={onPage} label={t('table.pager')} rangeTestId="suppressions-range" /> : null}
      columns={COLUMNS.map((column) => t(`table.${column}`))}
      empty={t('table.empty')}
    >
      {rows.map((row) => (
        <tr key={`${row.trackedId}-${row.kind}`} data-testid="suppression-row">
          <td>
            <span className={`suppression-kind suppression-kind--${row.kind}`}>{t(`kinds.${row.kind}`)}</span>
          </td>
          <td>
            <code>{row.rule}</code> <span className="suppression-severity">{t(`severity.${row.severity}`)}</span>
            {row.file ? (
              <div className="suppression-location">
                <MiddleTruncate text={row.file} />
                {row.line ? ` ${t('table.line', { line: row.line })}` : null}
              </div>
            ) : null}
          </td>
          <td>
            {row.projectName}
            <div className="suppression-branch">{row.branch}</div>
          </td>
          <td>
            {row.reason ?? t('table.noReason')}
            {row.riskExpiresAt ? <div className="suppression-expiry">{t('table.expires', { date: formatDate(row.riskExpiresAt) })}</div> : null}
          </td>
          <td>
            {author(row)}
            {row.author?.name ? <MiddleTruncate className="suppression-author__email" text={row.author.email} kind="email" /> : null}
            {row.commitSha ? <div className="suppression-commit">{t('table.commit', { sha: row.commitSha.slice(0, 7) })}</div> : null}
          </td>
          <td>
            <time dateTime={row.since} title={t('table.since', { date: formatDate(row.since, true) })}>
              {t('table.age', { count: Math.max(0, Math.floor((now - Date.parse(row.since)) / DAY_MS)) })}
            </time>
          </td>
        </tr>
      ))}
    </PlainTable>
  );
}
