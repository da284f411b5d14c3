import { useCallback, useState } from 'react';
import { useToast } from '../../components/toast';
import { authenticatedDownload, DownloadHttpError } from './authenticatedDownload';
import { saveBlob } from './download';

/**
 * A CSV the server makes (same filters as the screen, pt-BR labels), downloaded through the app's one
 * authenticated download and saved, with a toast either way. `url` null: nothing to export yet.
 */
export function useServerCsvExport(url: string | null, fallbackFilename: string, messages: { done: string; failed: string }) {
  const toast = useToast();
  const [running, setRunning] = useState(false);
  const { done, failed } = messages;

  const run = useCallback(async () => {
    if (!url) return;
    setRunning(true);
    try {
      const { blob, filename } = await authenticatedDownload({ url, accept: 'text/csv', fallbackFilename });
      saveBlob(blob, filename);
      toast.show({ severity: 'success', detail: done });
    } catch (failure) {
      const message = failure instanceof DownloadHttpError ? failure.serverMessage : null;
      toast.show({ severity: 'error', detail: message ?? failed });
    } finally {
      setRunning(false);
    }
  }, [url, fallbackFilename, done, failed, toast]);

  return { run, running };
}
