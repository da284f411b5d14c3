import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from '@apollo/client/react';
import { Button } from 'primereact/button';
import { useToast, type ShowToast } from '../../../components/toast';
import { getServerMessage } from '../../../lib/apollo';
import { AssignFindingsMutation } from './ownerApi';
import { NO_OWNER, OwnerSelect } from './OwnerSelect';

export interface BulkAssignProps {
  tenantId: string | null;
  projectId: string;
  selected: readonly string[];
  /** Called with the findings that got the owner (they leave the selection; the failed ones stay). */
  onDone: (changed: string[]) => void;
}

/** One owner for the selected rows (spec §5: a result per finding; the failed ones stay selected). */
export function BulkAssign({ tenantId, projectId, selected, onDone }: BulkAssignProps) {
  const { t } = useTranslation('dashboard');
  const toast = useToast();
  const [owner, setOwner] = useState(NO_OWNER);
  const [run, { loading }] = useMutation(AssignFindingsMutation);

  async function apply() {
    try {
      const input = { findingIds: [...selected], ...(owner === NO_OWNER ? {} : { assigneeUserId: owner }) };
      const { data } = await run({ variables: { tenantId, projectId, input } });
      const outcome = data?.assignFindings;
      const results = outcome?.results ?? [];
      const failures = results.filter((result) => !result.success);
      const toasts: ShowToast[] = [];
      if (outcome?.succeeded) toasts.push({ severity: 'success', detail: t('deadlines.bulk.success', { count: outcome.succeeded }) });
      if (failures.length > 0) {
        toasts.push({
          severity: 'error',
          sticky: true,
          summary: t('deadlines.bulk.failure', { count: failures.length }),
          detail: (
            <ul data-testid="bulk-assign-errors">
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
      toast.show({ severity: 'error', detail: getServerMessage(failure) ?? t('deadlines.bulk.error') });
    }
  }

  return (
    <div className="toolbar bulk-triage" role="group" aria-label={t('deadlines.bulk.label')} data-testid="bulk-assign">
      <OwnerSelect tenantId={tenantId} projectId={projectId} value={owner} onChange={setOwner} label={t('deadlines.bulk.ownerLabel')} />
      <Button type="button" size="small" icon="pi pi-user" label={t('deadlines.bulk.apply')} loading={loading} onClick={() => void apply()} data-testid="bulk-assign-apply" />
    </div>
  );
}
