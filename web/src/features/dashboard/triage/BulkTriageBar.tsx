import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { BulkActionBar } from '../bulk/BulkActionBar';
import { TriageFields } from './TriageFields';
import { EMPTY_DRAFT, triageInput, type TriageDraft } from './triageInput';

/** One change for several findings; each changed finding's triage comes back and updates its rows in the cache. */
const TriageFindingsMutation = graphql(`
  mutation TriageFindings($tenantId: UUID, $projectId: UUID!, $input: BatchTriageRequestInput!) {
    triageFindings(tenantId: $tenantId, projectId: $projectId, input: $input) {
      ...BulkOutcome_result
      results {
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
  const { t } = useTranslation('dashboard-on-demand');
  const [draft, setDraft] = useState<TriageDraft>(EMPTY_DRAFT);
  const [run, { loading }] = useMutation(TriageFindingsMutation);

  async function send() {
    return (await run({ variables: { tenantId, projectId, input: { findingIds: [...selected], ...triageInput(draft) } } })).data?.triageFindings;
  }

  return (
    <BulkActionBar
      kind="triage"
      send={send}
      loading={loading}
      applyIcon="pi pi-check"
      onDone={onDone}
      status={<span aria-live="polite">{t('triage.bulk.selected', { count: selected.length })}</span>}
      clear={{ label: t('triage.bulk.clear'), onClear }}
    >
      {/* The tenant's cap on accepted risks is checked by the server; the date input offers the default 90 days. */}
      <TriageFields draft={draft} onChange={setDraft} maxDays={90} />
    </BulkActionBar>
  );
}
