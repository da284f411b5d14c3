import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery } from '@apollo/client/react';
import { Button } from 'primereact/button';
import { graphql } from '../../../gql';
import { LazyMessage } from '../../../components/LazyMessage';
import { FormField } from '../../../components/form/FormField';
import { useToast } from '../../../components/toast';
import { getServerMessage } from '../../../lib/apollo';
import { formatDate } from '../../../lib/format';
import { StateTag } from './TriageCells';
import { FindingOwnerField } from '../deadlines/FindingOwnerField';
import { TriageFields } from './TriageFields';
import { EMPTY_DRAFT, triageInput, type TriageDraft } from './triageInput';

const FindingTriageQuery = graphql(`
  query FindingTriage($tenantId: UUID, $projectId: UUID!, $findingId: UUID!) {
    findingTriage(tenantId: $tenantId, projectId: $projectId, findingId: $findingId) {
      findingId
      canTriage
      canAcceptRisk
      riskAcceptanceMaxDays
      triage {
        trackedId
        branch
        state
        stateReason
        riskExpiresAt
        firstSeenAt
        dueAt
        overdue
        assignee {
          id
          email
          name
        }
      }
      history {
        id
        fromState
        toState
        reason
        riskExpiresAt
        scanId
        createdAt
        actor {
          id
          email
          name
        }
      }
      comments {
        id
        body
        createdAt
        author {
          id
          email
          name
        }
      }
    }
  }
`);

/** The answer is the tracked finding's triage: normalised by trackedId, it updates the table's rows too. */
const TriageFindingMutation = graphql(`
  mutation TriageFinding($tenantId: UUID, $projectId: UUID!, $findingId: UUID!, $input: TriageRequestInput!) {
    triageFinding(tenantId: $tenantId, projectId: $projectId, findingId: $findingId, input: $input) {
      trackedId
      state
      stateReason
      riskExpiresAt
      dueAt
      overdue
    }
  }
`);

const CommentOnFindingMutation = graphql(`
  mutation CommentOnFinding($tenantId: UUID, $projectId: UUID!, $findingId: UUID!, $input: FindingCommentRequestInput!) {
    commentOnFinding(tenantId: $tenantId, projectId: $projectId, findingId: $findingId, input: $input) {
      id
    }
  }
`);

export interface FindingTriagePanelProps {
  tenantId: string | null;
  projectId: string;
  findingId: string;
}

/** The finding's triage in its details: state form, history and comments. */
export function FindingTriagePanel({ tenantId, projectId, findingId }: FindingTriagePanelProps) {
  const { t } = useTranslation('dashboard');
  const { t: td } = useTranslation('dashboard-on-demand');
  const toast = useToast();
  const variables = { tenantId, projectId, findingId };
  const { data, loading, error } = useQuery(FindingTriageQuery, { variables });
  const refetchQueries = [{ query: FindingTriageQuery, variables }];
  const [save, saving] = useMutation(TriageFindingMutation, { refetchQueries, awaitRefetchQueries: true });
  const [comment, commenting] = useMutation(CommentOnFindingMutation, { refetchQueries, awaitRefetchQueries: true });
  const [draft, setDraft] = useState<TriageDraft>(EMPTY_DRAFT);
  const [body, setBody] = useState('');
  const [failure, setFailure] = useState<string | null>(null);

  const detail = data?.findingTriage;
  if (loading && !detail) return <p className="muted">{td('triage.panel.loading')}</p>;
  if (error || !detail) return <LazyMessage severity="error" text={td('triage.panel.error')} />;

  const { triage } = detail;
  const fixed = triage.state === 'FIXED';
  const fail = (cause: unknown) => setFailure(getServerMessage(cause) ?? td('triage.panel.saveError'));

  async function onSave(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    try {
      await save({ variables: { ...variables, input: triageInput(draft) } });
      setDraft(EMPTY_DRAFT);
      toast.show({ severity: 'success', detail: td('triage.panel.saved') });
    } catch (cause) {
      fail(cause);
    }
  }

  async function onComment(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    try {
      await comment({ variables: { ...variables, input: { body: body.trim() } } });
      setBody('');
    } catch (cause) {
      fail(cause);
    }
  }

  return (
    <section className="finding-triage" aria-labelledby={`triage-title-${findingId}`} data-testid="finding-triage">
      <h3 id={`triage-title-${findingId}`} className="finding-details__title">
        {td('triage.panel.title')}
      </h3>
      <p className="finding-triage__status">
        <StateTag state={triage.state} /> {td('triage.panel.branch', { branch: triage.branch })} ·{' '}
        {td('triage.panel.firstSeen', { date: formatDate(triage.firstSeenAt) })}
        {triage.stateReason ? <span className="finding-triage__reason"> — {triage.stateReason}</span> : null}
      </p>
      <FindingOwnerField
        tenantId={tenantId}
        projectId={projectId}
        findingId={findingId}
        owner={triage.assignee}
        dueAt={triage.dueAt}
        overdue={triage.overdue}
        canAssign={detail.canTriage}
      />
      {failure ? <LazyMessage severity="error" text={failure} /> : null}
      {!detail.canTriage ? <p className="muted">{td('triage.panel.noRights')}</p> : null}
      {fixed ? <p className="muted">{td('triage.panel.fixedLocked')}</p> : null}
      {detail.canTriage && !fixed ? (
        <form className="finding-triage__form" onSubmit={(event) => void onSave(event)} data-testid="triage-form">
          <TriageFields
            draft={draft}
            onChange={setDraft}
            maxDays={detail.riskAcceptanceMaxDays}
            disabledStates={detail.canAcceptRisk ? undefined : new Set(['accepted_risk'])}
          />
          {!detail.canAcceptRisk ? <p className="muted">{td('triage.panel.severeNeedsAdmin')}</p> : null}
          <Button type="submit" size="small" icon="pi pi-save" label={td('triage.panel.save')} loading={saving.loading} data-testid="triage-save" />
        </form>
      ) : null}

      <h4 className="finding-triage__subtitle">{td('triage.panel.history')}</h4>
      {detail.history.length === 0 ? <p className="muted">{td('triage.panel.noHistory')}</p> : null}
      <ol className="finding-triage__history" data-testid="triage-history">
        {detail.history.map((entry) => (
          <li key={entry.id}>
            <time dateTime={entry.createdAt}>{formatDate(entry.createdAt, true)}</time>{' '}
            {td('triage.panel.historyEntry', { from: t(`triage.state.${entry.fromState}`), to: t(`triage.state.${entry.toState}`) })}{' '}
            <span className="muted">{entry.actor ? (entry.actor.name ?? entry.actor.email) : td('triage.panel.byScan')}</span>
            {entry.reason ? <span> — {entry.reason}</span> : null}
          </li>
        ))}
      </ol>

      <h4 className="finding-triage__subtitle">{td('triage.panel.comments')}</h4>
      {detail.comments.length === 0 ? <p className="muted">{td('triage.panel.noComments')}</p> : null}
      <ul className="finding-triage__comments" data-testid="triage-comments">
        {detail.comments.map((entry) => (
          <li key={entry.id}>
            <span className="muted">
              {entry.author ? (entry.author.name ?? entry.author.email) : null} · <time dateTime={entry.createdAt}>{formatDate(entry.createdAt, true)}</time>
            </span>
            <p>{entry.body}</p>
          </li>
        ))}
      </ul>
      {detail.canTriage ? (
        <form className="finding-triage__comment" onSubmit={(event) => void onComment(event)}>
          <FormField label={td('triage.panel.commentLabel')}>
            {(control) => (
              <textarea
                id={control.id}
                className="p-inputtextarea p-inputtext p-component"
                rows={2}
                maxLength={4000}
                value={body}
                data-testid="triage-comment"
                onChange={(event) => setBody(event.target.value)}
              />
            )}
          </FormField>
          <Button type="submit" size="small" outlined icon="pi pi-comment" label={td('triage.panel.commentSend')} disabled={!body.trim()} loading={commenting.loading} />
        </form>
      ) : null}
    </section>
  );
}
