import { useCallback } from 'react';
import { i18n } from '../../../lib/i18n';
import { useProgressDownload, type ProgressDownloadApi } from '../../../components/export-progress/useProgressDownload';
import { downloadExport, exportErrorMessage, type ExportKind } from './exportDownload';

export { EXPORT_AUTO_CLOSE_MS } from '../../../components/export-progress/useProgressDownload';

export interface ExportDownloadApi extends Omit<ProgressDownloadApi, 'start'> {
  start: (kind: ExportKind) => void;
}

export interface ExportDownloadOptions {
  tenantId: string | null;
  projectId: string;
  projectName: string | null;
}

/** The latest scan's PDF and artifacts zip through the export progress dialog, with the error texts of spec §8. */
export function useExportDownload({ tenantId, projectId, projectName }: ExportDownloadOptions): ExportDownloadApi {
  const download = useProgressDownload();
  const { start: startDownload } = download;
  const start = useCallback(
    (kind: ExportKind) =>
      startDownload({
        title: kind === 'pdf' ? i18n.t('dashboard:exportDialog.titlePdf') : i18n.t('dashboard:exportDialog.titleArtifacts'),
        download: (hooks) => downloadExport({ kind, tenantId, projectId, projectName, ...hooks }),
        errorMessage: exportErrorMessage,
      }),
    [startDownload, tenantId, projectId, projectName],
  );
  return { ...download, start };
}
