import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { ExportProgress } from '../../../components/export-progress/ExportProgress';
import type { DashboardFilters } from '../filters/filters';
import { useFindingsExport } from './useFindingsExport';
import { useExportDownload } from './useExportDownload';
import type { ExportKind } from './exportDownload';
import type { FindingsFormat } from './findingsFile';

/** Files of the filtered findings, written by the server. */
const FINDINGS_FILES: { format: FindingsFormat; icon: string }[] = [
  { format: 'csv', icon: 'pi pi-file' },
  { format: 'json', icon: 'pi pi-code' },
];
/** Files the server builds for the latest scan, downloaded through the progress dialog. */
const DOWNLOADS: { kind: ExportKind; icon: string }[] = [
  { kind: 'pdf', icon: 'pi pi-file-pdf' },
  { kind: 'artifacts', icon: 'pi pi-box' },
];

export interface ExportToolbarProps {
  tenantId: string | null;
  projectId: string;
  projectName: string | null;
  filters: DashboardFilters;
  /** No scan (or not loaded): every export is off. */
  hasScan: boolean;
  /** Findings matching the filters; CSV/JSON are off at 0. */
  matching: number;
}

/** CSV/JSON of the filtered findings, PDF report and artifacts zip of the latest scan. */
export function ExportToolbar({ tenantId, projectId, projectName, filters, hasScan, matching }: ExportToolbarProps) {
  const { t } = useTranslation('dashboard');
  const { running, exportFindings } = useFindingsExport({ tenantId, projectId, projectName, filters });
  const download = useExportDownload({ tenantId, projectId, projectName });
  const findingsOff = !hasScan || matching === 0 || running !== null;

  return (
    <div className="export-toolbar" role="group" aria-label={t('export.group')}>
      {FINDINGS_FILES.map(({ format, icon }) => (
        <Button
          key={format}
          type="button"
          size="small"
          outlined
          icon={icon}
          label={running === format ? t('export.exporting') : t(`export.${format}`)}
          aria-label={t(`export.${format}Aria`)}
          loading={running === format}
          disabled={findingsOff}
          onClick={() => void exportFindings(format)}
          data-testid={`export-${format}`}
        />
      ))}
      {DOWNLOADS.map(({ kind, icon }) => (
        <Button
          key={kind}
          type="button"
          size="small"
          outlined
          icon={icon}
          label={t(`export.${kind}`)}
          aria-label={t(`export.${kind}Aria`)}
          disabled={!hasScan || download.busy}
          onClick={() => download.start(kind)}
          data-testid={`export-${kind}`}
        />
      ))}
      <ExportProgress download={download} />
    </div>
  );
}
