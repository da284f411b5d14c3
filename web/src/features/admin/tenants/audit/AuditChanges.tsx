import { useTranslation } from 'react-i18next';
import { formatDate, formatNumber } from '../../../../lib/format';
import { isKnownField, isKnownRole } from './auditVocabulary';

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

type Values = Record<string, unknown> | null | undefined;

/**
 * A project grant names its project: entries since issue 30 carry projectName beside projectId,
 * shown in its place; older entries carry only the id, shown as recorded.
 */
function namedProject(record: Record<string, unknown>): Record<string, unknown> {
  const { projectName, ...rest } = record;
  return typeof projectName === 'string' && projectName !== '' && 'projectId' in rest ? { ...rest, projectId: projectName } : rest;
}

/** The changed fields of an entry: "Nome: Banco Alfa → Banco Alfa S.A.", one per line. */
export function AuditChanges({ before, after }: { before: Values; after: Values }) {
  const { t } = useTranslation('admin-tenants');
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  if (keys.length === 0) return <span className="muted">{t('audit.table.noChanges')}</span>;

  const label = (field: string) => (isKnownField(field) ? t(`audit.fields.${field}`) : field);
  const show = (field: string, value: unknown): string => {
    if (value === null || value === undefined || value === '') return t('audit.values.empty');
    if (typeof value === 'boolean') return value ? t('audit.values.yes') : t('audit.values.no');
    if (typeof value === 'number') return formatNumber(value);
    if (field === 'bacenRegime' && (value === 'CMN_4893' || value === 'BCB_85')) return t(`regime.${value}`);
    // Role codes are machine data: the admin reads the role's name ("Analista", not ANALYST).
    if ((field === 'roles' || field === 'role') && typeof value === 'string' && isKnownRole(value)) return t(`audit.roles.${value}`);
    if (typeof value === 'string') return ISO_INSTANT.test(value) ? formatDate(value, true) || value : value;
    if (Array.isArray(value)) return value.length === 0 ? t('audit.values.empty') : value.map((item) => show(field, item)).join(', ');
    // A nested record (a project grant) as labelled fields, never raw JSON.
    if (typeof value === 'object') {
      return `(${Object.entries(namedProject(value as Record<string, unknown>))
        .map(([key, item]) => `${label(key)}: ${show(key, item)}`)
        .join('; ')})`;
    }
    return String(value);
  };

  return (
    <ul className="audit-changes">
      {keys.map((field) => {
        const had = before != null && field in before;
        const has = after != null && field in after;
        return (
          <li key={field}>
            <span className="audit-changes__field">{label(field)}:</span>{' '}
            {had ? (
              <del className="audit-changes__before">
                <span className="visually-hidden">{`${t('audit.table.before')}: `}</span>
                {show(field, before[field])}
              </del>
            ) : null}
            {had && has ? ' → ' : null}
            {has ? (
              <ins className="audit-changes__after">
                <span className="visually-hidden">{`${t('audit.table.after')}: `}</span>
                {show(field, after[field])}
              </ins>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
