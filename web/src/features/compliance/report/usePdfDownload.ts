import { useCallback } from 'react';
import { i18n } from '../../../lib/i18n';
import { useProgressDownload, type ProgressDownloadApi } from '../../../components/export-progress/useProgressDownload';
import { downloadCompliancePdf, pdfErrorMessage, type PdfRequest } from './pdfDownload';

export interface PdfDownloadState {
  /** The export progress dialog's state (render it with <ExportProgress download={…} />). */
  download: ProgressDownloadApi;
  running: boolean;
  start: (request: Omit<PdfRequest, 'onProgress' | 'onResponse' | 'signal'>) => void;
}

/** The annual report and the ANPD draft PDFs, one at a time, through the export progress dialog (spec §8 texts). */
export function usePdfDownload(): PdfDownloadState {
  const download = useProgressDownload();
  const { start: startDownload } = download;
  const start = useCallback(
    (request: Omit<PdfRequest, 'onProgress' | 'onResponse' | 'signal'>) =>
      startDownload({
        title: request.kind === 'anpd' ? i18n.t('compliance:pdfDialog.anpd') : i18n.t('compliance:pdfDialog.report'),
        download: (hooks) => downloadCompliancePdf({ ...request, ...hooks }),
        errorMessage: pdfErrorMessage,
      }),
    [startDownload],
  );
  return { download, running: download.busy, start };
}
