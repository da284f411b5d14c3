import { useCallback } from 'react';
import { i18n, withRouteNamespaces } from '../../../lib/i18n';
import { useProgressDownload, type ProgressDownloadApi } from '../../../components/export-progress/useProgressDownload';
import type { ExportKind } from './exportDownload';

/** The download code (and its error texts) loads on the first PDF or zip export. */
const exportDownload = withRouteNamespaces(['dashboard-on-demand'], () => import('./exportDownload'));

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
        download: async (hooks) => (await exportDownload()).downloadExport({ kind, tenantId, projectId, projectName, ...hooks }),
        errorMessage: async (error) => (await exportDownload()).exportErrorMessage(error),
      }),
    [startDownload, tenantId, projectId, projectName],
  );
  return { ...download, start };
}
