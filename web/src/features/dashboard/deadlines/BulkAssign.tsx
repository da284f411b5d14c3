import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { BulkActionBar } from '../bulk/BulkActionBar';
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
  const { t } = useTranslation('dashboard-on-demand');
  const [owner, setOwner] = useState(NO_OWNER);
  const [run, { loading }] = useMutation(AssignFindingsMutation);

  async function send() {
    const input = { findingIds: [...selected], ...(owner === NO_OWNER ? {} : { assigneeUserId: owner }) };
    return (await run({ variables: { tenantId, projectId, input } })).data?.assignFindings;
  }

  return (
    <BulkActionBar kind="deadlines" send={send} loading={loading} applyIcon="pi pi-user" onDone={onDone}>
      <OwnerSelect tenantId={tenantId} projectId={projectId} value={owner} onChange={setOwner} label={t('deadlines.bulk.ownerLabel')} />
    </BulkActionBar>
  );
}
