import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from '@apollo/client/react';
import { Button } from 'primereact/button';
import { LazyMessage } from '../../../components/LazyMessage';
import { useToast } from '../../../components/toast';
import { getServerMessage } from '../../../lib/apollo';
import { formatDate } from '../../../lib/format';
import { personLabel } from './DeadlineCells';
import { AssignFindingMutation } from './ownerApi';
import { NO_OWNER, OwnerSelect } from './OwnerSelect';

export interface FindingOwnerFieldProps {
  tenantId: string | null;
  projectId: string;
  findingId: string;
  owner: { id: string; email: string; name?: string | null } | null | undefined;
  dueAt: string | null | undefined;
  overdue: boolean | null | undefined;
  /** Whether the caller may assign (the same people who triage). */
  canAssign: boolean;
}

/** In the finding's triage panel: its due date and owner, and the form that changes the owner. */
export function FindingOwnerField({ tenantId, projectId, findingId, owner, dueAt, overdue, canAssign }: FindingOwnerFieldProps) {
  const { t } = useTranslation('dashboard');
  const { t: td } = useTranslation('dashboard-on-demand');
  const toast = useToast();
  const [choice, setChoice] = useState(owner?.id ?? NO_OWNER);
  const [failure, setFailure] = useState<string | null>(null);
  const [assign, { loading }] = useMutation(AssignFindingMutation);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    try {
      await assign({ variables: { tenantId, projectId, findingId, input: choice === NO_OWNER ? {} : { assigneeUserId: choice } } });
      toast.show({ severity: 'success', detail: td(choice === NO_OWNER ? 'deadlines.owner.cleared' : 'deadlines.owner.saved') });
    } catch (cause) {
      setFailure(getServerMessage(cause) ?? td('deadlines.owner.error'));
    }
  }

  return (
    <div className="finding-owner" data-testid="finding-owner-panel">
      <p>
        {dueAt ? td('deadlines.owner.due', { date: formatDate(dueAt) }) : td('deadlines.owner.noDue')}
        {overdue ? <span className="overdue-badge">{t('deadlines.overdue')}</span> : null}
        {' · '}
        {owner ? td('deadlines.owner.current', { name: personLabel(owner) }) : td('deadlines.owner.none')}
      </p>
      {canAssign ? (
        <form className="owner-field" onSubmit={(event) => void onSubmit(event)} aria-label={td('deadlines.owner.form')}>
          <OwnerSelect tenantId={tenantId} projectId={projectId} value={choice} onChange={setChoice} label={td('deadlines.owner.label')} />
          <Button type="submit" size="small" icon="pi pi-user" label={td('deadlines.owner.assign')} loading={loading} data-testid="owner-assign" />
        </form>
      ) : null}
      {failure ? <LazyMessage severity="error" text={failure} /> : null}
    </div>
  );
}
