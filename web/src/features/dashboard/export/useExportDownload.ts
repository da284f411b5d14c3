import { useCallback, useEffect, useReducer, useRef } from 'react';
import { i18n } from '../../../lib/i18n';
import { saveBlob } from '../../../lib/http/download';
import { isAbortError } from '../../../lib/http/authenticatedDownload';
import { downloadExport, exportErrorMessage, type ExportKind } from './exportDownload';
import { exportReducer, initialExportState, type ExportProgressState } from './progress';

/** The completed dialog closes itself after 3 s (spec §4). */
export const EXPORT_AUTO_CLOSE_MS = 3000;

export interface ExportDownloadApi {
  state: ExportProgressState;
  start: (kind: ExportKind) => void;
  cancel: () => void;
  close: () => void;
}

export interface ExportDownloadOptions {
  tenantId: string | null;
  projectId: string;
  projectName: string | null;
}

/** PDF and artifacts downloads with progress, cancel and the error texts of spec §8. */
export function useExportDownload({ tenantId, projectId, projectName }: ExportDownloadOptions): ExportDownloadApi {
  const [state, dispatch] = useReducer(exportReducer, initialExportState);
  const controllerRef = useRef<AbortController | null>(null);

  const start = useCallback(
    (kind: ExportKind) => {
      controllerRef.current?.abort();
      const controller = new AbortController();
      controllerRef.current = controller;
      dispatch({ type: 'start', kind, at: Date.now() });
      void (async () => {
        try {
          const { blob, filename } = await downloadExport({
            kind,
            tenantId,
            projectId,
            projectName,
            signal: controller.signal,
            onResponse: (total) => dispatch({ type: 'response', total, at: Date.now() }),
            onProgress: ({ loaded, total }) => dispatch({ type: 'progress', loaded, total, at: Date.now() }),
          });
          if (controller.signal.aborted) throw new DOMException('aborted', 'AbortError');
          saveBlob(blob, filename);
          dispatch({ type: 'complete' });
        } catch (error) {
          if (controllerRef.current !== controller) return; // superseded by a newer export
          if (controller.signal.aborted || isAbortError(error)) dispatch({ type: 'cancel', message: i18n.t('dashboard:exportErrors.cancelled') });
          else dispatch({ type: 'fail', message: exportErrorMessage(error) });
        } finally {
          if (controllerRef.current === controller) controllerRef.current = null;
        }
      })();
    },
    [tenantId, projectId, projectName],
  );

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

  return { state, start, cancel, close };
}
