import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ArtifactAction } from '../actions/useArtifactActions';
import { ArtifactRow, type ArtifactItem } from './ArtifactRow';
import { ColumnTitle, PlainTable } from '../../../components/PlainTable';
import { Pager } from '../../../components/pager/Pager';

export interface ArtifactsTableProps {
  artifacts: readonly ArtifactItem[];
  total: number;
  page: number;
  pageSize: number;
  loading: boolean;
  pending: { id: string; action: ArtifactAction } | null;
  onPage: (page: number) => void;
  onView: (artifact: ArtifactItem) => void;
  onDownload: (artifact: ArtifactItem) => void;
  onCopyLink: (artifact: ArtifactItem) => void;
  onScan: (scanId: string) => void;
}

const COLUMNS = ['kind', 'name', 'scan', 'size', 'created', 'actions'] as const;

/** The page of artifacts: plain table markup with PrimeReact's DataTable class names. */
export function ArtifactsTable({ artifacts, total, page, pageSize, loading, pending, onPage, ...handlers }: ArtifactsTableProps) {
  const { t } = useTranslation('artifacts');
  // A sideways swipe on the list pages it (touch screens), unless the table itself scrolls sideways.
  const area = useRef<HTMLDivElement>(null);
  return (
    <PlainTable
      rootRef={area}
      className="artifacts-table"
      testId="artifacts-list"
      loading={loading}
      caption={<h2 className="artifacts-table__caption">{t('table.caption')}</h2>}
      footer={<Pager page={page} pageSize={pageSize} total={total} onPage={onPage} label={t('pager.label')} rangeTestId="artifacts-range" swipeArea={area} />}
      columns={COLUMNS.map((column) => <ColumnTitle key={column}>{t(`table.${column}`)}</ColumnTitle>)}
    >
      {artifacts.map((artifact, index) => (
        <ArtifactRow key={artifact.id} artifact={artifact} index={index} pending={pending?.id === artifact.id ? pending.action : null} {...handlers} />
      ))}
    </PlainTable>
  );
}
