import { useCallback, useEffect, useRef, useState } from 'react';
import { saveBlob, type DownloadProgress } from '../../../lib/http/download';
import { useToast } from '../../../components/toast';
import { downloadCompliancePdf, pdfErrorMessage, type PdfRequest } from './pdfDownload';

export interface PdfDownloadState {
  running: boolean;
  /** 0–100 when the size is known, else null. */
  percent: number | null;
  start: (request: Omit<PdfRequest, 'onProgress' | 'signal'>) => Promise<void>;
}

/** One PDF download at a time, with progress; failures become an error toast (spec §8 texts). */
export function usePdfDownload(): PdfDownloadState {
  const toast = useToast();
  const [running, setRunning] = useState(false);
  const [percent, setPercent] = useState<number | null>(null);
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const start = useCallback(
    async (request: Omit<PdfRequest, 'onProgress' | 'signal'>) => {
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      setRunning(true);
      setPercent(null);
      try {
        const onProgress = ({ loaded, total }: DownloadProgress) => setPercent(total > 0 ? Math.min(100, Math.round((loaded / total) * 100)) : null);
        const { blob, filename } = await downloadCompliancePdf({ ...request, onProgress, signal: current.signal });
        if (!current.signal.aborted) saveBlob(blob, filename);
      } catch (error) {
        if (!current.signal.aborted) toast.show({ severity: 'error', detail: pdfErrorMessage(error) });
      } finally {
        if (controller.current === current) {
          controller.current = null;
          setRunning(false);
          setPercent(null);
        }
      }
    },
    [toast],
  );
  return { running, percent, start };
}
