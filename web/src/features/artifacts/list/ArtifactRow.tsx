import { useTranslation } from 'react-i18next';
import { RowAction } from '../../../components/RowAction';
import { formatBytes, formatDate } from '../../../lib/format';
import type { ArtifactRow_ArtifactFragment } from '../../../gql/graphql';
import { kindLabel, shortId } from '../kinds';
import type { ArtifactAction } from '../actions/useArtifactActions';

export type ArtifactItem = ArtifactRow_ArtifactFragment;

export interface ArtifactRowProps {
  artifact: ArtifactItem;
  index: number;
  /** The action running on this row, if any. */
  pending: ArtifactAction | null;
  onView: (artifact: ArtifactItem) => void;
  onDownload: (artifact: ArtifactItem) => void;
  onCopyLink: (artifact: ArtifactItem) => void;
  onScan: (scanId: string) => void;
}

/** One artifact: kind, name, scan (a button filtering by it), size, date and its actions. */
export function ArtifactRow({ artifact, index, pending, onView, onDownload, onCopyLink, onScan }: ArtifactRowProps) {
  const { t } = useTranslation('artifacts');
  const scan = shortId(artifact.scanId);
  // Download and copy both wait on a signed link: the running one spins and neither starts again meanwhile.
  const busy = (action: ArtifactAction) => ({ loading: pending === action, disabled: pending !== null });
  return (
    <tr className={index % 2 === 1 ? 'p-row-odd' : undefined} data-testid="artifact-row" data-artifact-id={artifact.id} data-kind={artifact.kind}>
      <td>
        <span className={`artifact-kind artifact-kind--${artifact.kind.toLowerCase()}`} data-testid="artifact-kind">
          {kindLabel(artifact.kind)}
        </span>
      </td>
      <td>
        <span className="artifact-name" data-testid="artifact-name">
          {artifact.name}
        </span>
      </td>
      <td>
        <button type="button" className="artifact-scan-link" aria-label={t('table.scanFilterAria', { id: scan })} title={artifact.scanId} onClick={() => onScan(artifact.scanId)}>
          <code>{scan}</code>
        </button>
      </td>
      <td className="artifact-num">{formatBytes(artifact.sizeBytes)}</td>
      <td>{formatDate(artifact.createdAt, true)}</td>
      <td>
        <div className="artifact-actions">
          <RowAction icon="pi pi-eye" label={t('actions.view')} aria-label={t('actions.viewAria', { name: artifact.name })} onClick={() => onView(artifact)} data-testid="artifact-open" />
          <RowAction icon="pi pi-download" label={t('actions.download')} aria-label={t('actions.downloadAria', { name: artifact.name })} {...busy('download')} onClick={() => onDownload(artifact)} data-testid="artifact-download" />
          <RowAction icon="pi pi-link" label={t('actions.copyLink')} aria-label={t('actions.copyLinkAria', { name: artifact.name })} {...busy('copy')} onClick={() => onCopyLink(artifact)} data-testid="artifact-copy-link" />
        </div>
      </td>
    </tr>
  );
}
