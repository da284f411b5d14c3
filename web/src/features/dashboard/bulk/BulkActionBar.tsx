import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { getFragmentData, type FragmentType } from '../../../gql';
import { useToast, type ShowToast } from '../../../components/toast';
import { getServerMessage } from '../../../lib/apollo';
import { BulkOutcomeFragment } from './bulkOutcome';

/** The bulk actions of the findings table: their words live under `<kind>.bulk` of the dashboard locale. */
export type BulkKind = 'triage' | 'deadlines';

const TEST_IDS: Record<BulkKind, string> = { triage: 'bulk-triage', deadlines: 'bulk-assign' };

export interface BulkActionBarProps {
  kind: BulkKind;
  /** Sends the change for the selected findings and resolves with the server's outcome. */
  send: () => Promise<FragmentType<typeof BulkOutcomeFragment> | null | undefined>;
  loading: boolean;
  applyIcon: string;
  /** Called with the findings that were changed (they leave the selection; the failed ones stay). */
  onDone: (changed: string[]) => void;
  /** Shown before the fields (how many are selected). */
  status?: ReactNode;
  /** A button after "apply" that empties the selection. */
  clear?: { label: string; onClear: () => void };
  /** The fields of the change. */
  children: ReactNode;
}

/** One change for the selected rows (spec §5): a toast of successes, a sticky one listing each distinct failure; the failed ones stay selected. */
export function BulkActionBar({ kind, send, loading, applyIcon, onDone, status, clear, children }: BulkActionBarProps) {
  const { t } = useTranslation('dashboard-on-demand');
  const toast = useToast();
  const testId = TEST_IDS[kind];

  async function apply() {
    try {
      const outcome = getFragmentData(BulkOutcomeFragment, await send());
      const results = outcome?.results ?? [];
      const failures = results.filter((result) => !result.success);
      const toasts: ShowToast[] = [];
      if (outcome?.succeeded) toasts.push({ severity: 'success', detail: t(`${kind}.bulk.success`, { count: outcome.succeeded }) });
      if (failures.length > 0) {
        toasts.push({
          severity: 'error',
          sticky: true,
          summary: t(`${kind}.bulk.failure`, { count: failures.length }),
          detail: (
            <ul data-testid={`${testId}-errors`}>
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
      toast.show({ severity: 'error', detail: getServerMessage(failure) ?? t(`${kind}.bulk.error`) });
    }
  }

  return (
    <div className="toolbar bulk-triage" role="group" aria-label={t(`${kind}.bulk.label`)} data-testid={testId}>
      {status}
      {children}
      <Button type="button" size="small" icon={applyIcon} label={t(`${kind}.bulk.apply`)} loading={loading} onClick={() => void apply()} data-testid={`${testId}-apply`} />
      {clear ? <Button type="button" size="small" text icon="pi pi-times" label={clear.label} disabled={loading} onClick={clear.onClear} /> : null}
    </div>
  );
}
