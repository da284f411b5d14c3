import { useCallback, useEffect, useReducer, useRef } from 'react';
import { i18n } from '../../lib/i18n';
import { isAbortError } from '../../lib/http/download-errors';
import { exportReducer, initialExportState, type ExportProgressState } from './progress';

/** The completed dialog closes itself after 3 s (spec §4). */
export const EXPORT_AUTO_CLOSE_MS = 3000;

/** What a download reports to the dialog: the response's size, then each chunk. */
export interface DownloadHooks {
  signal: AbortSignal;
  onResponse: (total: number) => void;
  onProgress: (progress: { loaded: number; total: number }) => void;
}

export interface ProgressDownload {
  /** The dialog's title. */
  title: string;
  /** Fetches the file (authenticatedDownload with the hooks); the hook saves it. */
  download: (hooks: DownloadHooks) => Promise<{ blob: Blob; filename: string }>;
  /** The spec §8 text of a failure (a promise when its code loads with the download's). */
  errorMessage: (error: unknown) => string | Promise<string>;
}

export interface ProgressDownloadApi {
  state: ExportProgressState;
  /** True from the start until the file is saved, fails or is cancelled. */
  busy: boolean;
  start: (request: ProgressDownload) => void;
  cancel: () => void;
  close: () => void;
}

/**
 * One PDF or zip download at a time through the export progress dialog (spec §2/§4): preparing
 * while the server builds the file, a bar while it arrives, cancel, the error text, auto-close.
 */
export function useProgressDownload(): ProgressDownloadApi {
  const [state, dispatch] = useReducer(exportReducer, initialExportState);
  const controllerRef = useRef<AbortController | null>(null);

  const start = useCallback(({ title, download, errorMessage }: ProgressDownload) => {
    controllerRef.current?.abort();
    const controller = new AbortController();
    controllerRef.current = controller;
    dispatch({ type: 'start', title, at: Date.now() });
    void (async () => {
      try {
        const { blob, filename } = await download({
          signal: controller.signal,
          onResponse: (total) => dispatch({ type: 'response', total, at: Date.now() }),
          onProgress: ({ loaded, total }) => dispatch({ type: 'progress', loaded, total, at: Date.now() }),
        });
        if (controller.signal.aborted) throw new DOMException('aborted', 'AbortError');
        // Download code loads on the first export, not with every page that offers one.
        const { saveBlob } = await import('../../lib/http/download');
        saveBlob(blob, filename);
        dispatch({ type: 'complete' });
      } catch (error) {
        if (controllerRef.current !== controller) return; // superseded by a newer download
        if (controller.signal.aborted || isAbortError(error)) dispatch({ type: 'cancel', message: i18n.t('common:exportDialog.cancelled') });
        else dispatch({ type: 'fail', message: await errorMessage(error) });
      } finally {
        if (controllerRef.current === controller) controllerRef.current = null;
      }
    })();
  }, []);

  const cancel = useCallback(() => controllerRef.current?.abort(), []);
  const close = useCallback(() => {
    controllerRef.current?.abort();
    controllerRef.current = null;
    dispatch({ type: 'close' });
  }, []);

  useEffect(() => {
    if (state.status !== 'completed') return undefined;
    const timer = setTimeout(() => dispatch({ type: 'close' }), EXPORT_AUTO_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [state.status]);

  useEffect(() => () => controllerRef.current?.abort(), []);

  const busy = state.status === 'preparing' || state.status === 'downloading';
  return { state, busy, start, cancel, close };
}
