import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from '@apollo/client/react';
import { Button } from 'primereact/button';
import { graphql } from '../../../gql';
import { useToast, type ShowToast } from '../../../components/toast';
import { getServerMessage } from '../../../lib/apollo';
import { TriageFields } from './TriageFields';
import { EMPTY_DRAFT, triageInput, type TriageDraft } from './triageInput';

/** One change for several findings; each changed finding's triage comes back and updates its rows in the cache. */
const TriageFindingsMutation = graphql(`
  mutation TriageFindings($tenantId: UUID, $projectId: UUID!, $input: BatchTriageRequestInput!) {
    triageFindings(tenantId: $tenantId, projectId: $projectId, input: $input) {
      succeeded
      failed
      results {
        findingId
        success
        code
        message
        triage {
          trackedId
          state
          stateReason
          riskExpiresAt
          dueAt
          overdue
        }
      }
    }
  }
`);

export interface BulkTriageBarProps {
  tenantId: string | null;
  projectId: string;
  selected: readonly string[];
  /** Called with the findings that were changed (they leave the selection; the failed ones stay). */
  onDone: (changed: string[]) => void;
  onClear: () => void;
}

/** Bulk triage of the selected rows (spec §5: a result per finding; the failed ones stay selected). */
export function BulkTriageBar({ tenantId, projectId, selected, onDone, onClear }: BulkTriageBarProps) {
  const { t } = useTranslation('dashboard');
  const toast = useToast();
  const [draft, setDraft] = useState<TriageDraft>(EMPTY_DRAFT);
  const [run, { loading }] = useMutation(TriageFindingsMutation);

  async function apply() {
    try {
      const { data } = await run({ variables: { tenantId, projectId, input: { findingIds: [...selected], ...triageInput(draft) } } });
      const results = data?.triageFindings?.results ?? [];
      const failures = results.filter((result) => !result.success);
      const toasts: ShowToast[] = [];
      if (data?.triageFindings?.succeeded) toasts.push({ severity: 'success', detail: t('triage.bulk.success', { count: data.triageFindings.succeeded }) });
      if (failures.length > 0) {
        toasts.push({
          severity: 'error',
          sticky: true,
          summary: t('triage.bulk.failure', { count: failures.length }),
          detail: (
            <ul data-testid="bulk-triage-errors">
              {[...new Set(failures.map((failure) => failure.message ?? failure.code ?? ''))].map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          ),
        });
      }
      for (const message of toasts) toast.show(message);
      onDone(results.filter((result) => result.success).map((result) => result.findingId));
    } catch (failure) {
      toast.show({ severity: 'error', detail: getServerMessage(failure) ?? t('triage.bulk.error') });
    }
  }

  return (
    <div className="toolbar bulk-triage" role="group" aria-label={t('triage.bulk.label')} data-testid="bulk-triage">
      <span aria-live="polite">{t('triage.bulk.selected', { count: selected.length })}</span>
      {/* The tenant's cap on accepted risks is checked by the server; the date input offers the default 90 days. */}
      <TriageFields draft={draft} onChange={setDraft} maxDays={90} />
      <Button type="button" size="small" icon="pi pi-check" label={t('triage.bulk.apply')} loading={loading} onClick={() => void apply()} data-testid="bulk-triage-apply" />
      <Button type="button" size="small" text icon="pi pi-times" label={t('triage.bulk.clear')} disabled={loading} onClick={onClear} />
    </div>
  );
}
