import { MiddleTruncate } from '../../../../components/MiddleTruncate';
import { useTranslation } from 'react-i18next';
import { PlainTable } from '../../../../components/PlainTable';
import { Pager } from '../../../../components/pager/Pager';
import { formatDate } from '../../../../lib/format';
import { AuditChanges } from './AuditChanges';
import { AUDIT_PAGE_SIZE } from './auditFilters';
import { isKnownAction, isKnownTarget } from './auditVocabulary';
import type { AuditRow } from './auditEntryFragment';

const COLUMNS = ['time', 'actor', 'action', 'target', 'changes'] as const;

export interface AuditTableProps {
  entries: readonly AuditRow[];
  total: number;
  page: number;
  loading: boolean;
  onPage: (page: number) => void;
}

/** The audit records, newest first: time (pt-BR), actor, action, target and the readable diff. */
export function AuditTable({ entries, total, page, loading, onPage }: AuditTableProps) {
  const { t } = useTranslation('admin-tenants');

  const actor = (entry: AuditRow) => {
    if (entry.actorType === 'SYSTEM') return t('audit.table.system');
    if (entry.actorType === 'TOKEN') return t('audit.table.token', { name: entry.actorName ?? entry.actorId ?? '' });
    return (
      <>
        {entry.actorName ?? entry.actorEmail ?? entry.actorId}
        {entry.actorName && entry.actorEmail ? <MiddleTruncate className="audit-actor__email" text={entry.actorEmail} kind="email" /> : null}
      </>
    );
  };
  const target = (entry: AuditRow) => {
    if (!entry.targetType && !entry.targetLabel) return t('audit.values.empty');
    const type = entry.targetType ? (isKnownTarget(entry.targetType) ? t(`audit.targets.${entry.targetType}`) : entry.targetType) : null;
    return (
      <>
        {entry.targetLabel ?? entry.targetId ?? type}
        {type && (entry.targetLabel || entry.targetId) ? <span className="audit-target__type">{type}</span> : null}
      </>
    );
  };

  return (
    <PlainTable
      className="audit-table"
      testId="audit-table"
      loading={loading}
      caption={t('audit.table.caption')}
      footer={total > 0 ? <Pager page={page} pageSize={AUDIT_PAGE_SIZE} total={total} onPage={onPage} label={t('audit.table.pager')} rangeTestId="audit-range" /> : null}
      columns={COLUMNS.map((column) => t(`audit.table.${column}`))}
      empty={t('audit.table.empty')}
    >
      {entries.map((entry) => (
        <tr key={entry.id} data-testid="audit-row">
          <td>
            <time dateTime={entry.createdAt}>{formatDate(entry.createdAt, true)}</time>
          </td>
          <td>{actor(entry)}</td>
          <td>
            {isKnownAction(entry.action) ? t(`audit.actions.${entry.action}`) : entry.action}
          </td>
          <td>{target(entry)}</td>
          <td>
            <AuditChanges before={entry.before} after={entry.after} />
          </td>
        </tr>
      ))}
    </PlainTable>
  );
}
