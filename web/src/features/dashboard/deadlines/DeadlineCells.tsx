import { useTranslation } from 'react-i18next';
import './deadlines.css';
import { getFragmentData, graphql, type FragmentType } from '../../../gql';
import { formatDate } from '../../../lib/format';

/** What the due date and owner columns need of a finding: its tracked finding's deadline and owner. */
export const DeadlineCellsFragment = graphql(`
  fragment DeadlineCells_finding on Finding {
    triage {
      trackedId
      dueAt
      overdue
      assignee {
        id
        email
        name
      }
    }
  }
`);

/** A person as the screens name them: the name, else the e-mail. */
export function personLabel(person: { name?: string | null; email: string }): string {
  return person.name?.trim() || person.email;
}

/** The due date (with the "Vencido" badge when past) and owner cells of a row. */
export function DeadlineCells({ finding: ref }: { finding: FragmentType<typeof DeadlineCellsFragment> }) {
  const { t } = useTranslation('dashboard');
  const { triage } = getFragmentData(DeadlineCellsFragment, ref);
  return (
    <>
      <td className="findings-table__due-cell" data-label={t('deadlines.columnDue')} data-testid="finding-due">
        {triage?.dueAt ? (
          <>
            <span>{formatDate(triage.dueAt)}</span>
            {triage.overdue ? (
              <span className="overdue-badge" data-testid="finding-overdue">
                {t('deadlines.overdue')}
              </span>
            ) : null}
          </>
        ) : (
          <span className="muted">{t('deadlines.noDue')}</span>
        )}
      </td>
      <td className="findings-table__owner-cell" data-label={t('deadlines.columnOwner')} data-testid="finding-owner">
        {triage?.assignee ? <span title={triage.assignee.email}>{personLabel(triage.assignee)}</span> : <span className="muted">{t('deadlines.noOwner')}</span>}
      </td>
    </>
  );
}
