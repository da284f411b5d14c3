import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import type { DashboardFilters } from '../filters/filters';
import { useFindingsExport } from './useFindingsExport';
import { useExportDownload } from './useExportDownload';
import type { ExportKind } from './exportDownload';

/** The progress dialog (and PrimeReact's Dialog) is fetched when the first PDF/artifacts export starts. */
const ExportProgressDialog = lazy(() => import('./ExportProgressDialog'));

export interface ExportToolbarProps {
  tenantId: string | null;
  projectId: string;
  projectName: string | null;
  filters: DashboardFilters;
  /** No scan (or not loaded): every export is off. */
  hasScan: boolean;
  /** Findings matching the filters; CSV/JSON are off at 0. */
  matching: number;
  fetchFn?: typeof fetch;
  save?: (blob: Blob, filename: string) => void;
}

/** CSV/JSON of the filtered findings, PDF report and artifacts zip of the latest scan. */
export function ExportToolbar({ tenantId, projectId, projectName, filters, hasScan, matching, fetchFn, save }: ExportToolbarProps) {
  const { t } = useTranslation('dashboard');
  const { running, exportFindings } = useFindingsExport({ tenantId, projectId, projectName, filters, save });
  const download = useExportDownload({ tenantId, projectId, projectName, fetchFn, save });
  const downloading = download.state.status === 'preparing' || download.state.status === 'downloading';
  const findingsOff = !hasScan || matching === 0 || running !== null;
  // Kept once loaded, so the dialog can animate out.
  const [dialogLoaded, setDialogLoaded] = useState(false);
  const startDownload = (kind: ExportKind) => {
    setDialogLoaded(true);
    download.start(kind);
  };

  return (
    <div className="export-toolbar" role="group" aria-label={t('export.group')}>
      <Button
        type="button"
        size="small"
        outlined
        icon="pi pi-file"
        label={running === 'csv' ? t('export.exporting') : t('export.csv')}
        aria-label={t('export.csvAria')}
        loading={running === 'csv'}
        disabled={findingsOff}
        onClick={() => void exportFindings('csv')}
        data-testid="export-csv"
      />
      <Button
        type="button"
        size="small"
        outlined
        icon="pi pi-code"
        label={running === 'json' ? t('export.exporting') : t('export.json')}
        aria-label={t('export.jsonAria')}
        loading={running === 'json'}
        disabled={findingsOff}
        onClick={() => void exportFindings('json')}
        data-testid="export-json"
      />
      <Button
        type="button"
        size="small"
        outlined
        icon="pi pi-file-pdf"
        label={t('export.pdf')}
        aria-label={t('export.pdfAria')}
        disabled={!hasScan || downloading}
        onClick={() => startDownload('pdf')}
        data-testid="export-pdf"
      />
      <Button
        type="button"
        size="small"
        outlined
        icon="pi pi-box"
        label={t('export.artifacts')}
        aria-label={t('export.artifactsAria')}
        disabled={!hasScan || downloading}
        onClick={() => startDownload('artifacts')}
        data-testid="export-artifacts"
      />
      {dialogLoaded ? (
        <Suspense fallback={null}>
          <ExportProgressDialog state={download.state} onCancel={download.cancel} onClose={download.close} />
        </Suspense>
      ) : null}
    </div>
  );
}
