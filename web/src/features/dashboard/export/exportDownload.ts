import { i18n } from '../../../lib/i18n';
import { projectAccessDeniedMessage } from '../../../lib/error-messages';
import { authenticatedDownload, DownloadHttpError, isAbortError } from '../../../lib/http/authenticatedDownload';
import { slugify, type DownloadProgress } from '../../../lib/http/download';

export type ExportKind = 'pdf' | 'artifacts';

/** Same-origin paths; the gateway streams them from the control plane with the caller's credentials. */
export const EXPORT_PATHS: Record<ExportKind, string> = {
  pdf: '/api/v1/export/latest/pdf',
  artifacts: '/api/v1/export/latest/artifacts',
};

/** Export errors of spec §8. */
export function exportErrorMessage(error: unknown): string {
  if (isAbortError(error)) return i18n.t('common:exportDialog.cancelled');
  if (error instanceof DownloadHttpError) {
    switch (error.status) {
      case 403:
        return projectAccessDeniedMessage();
      case 404:
        return i18n.t('dashboard-on-demand:exportErrors.notFound');
      case 410:
        return i18n.t('dashboard-on-demand:exportErrors.expired');
      case 503:
        return error.retryAfterSeconds !== null
          ? i18n.t('dashboard-on-demand:exportErrors.queueFull', { n: error.retryAfterSeconds })
          : i18n.t('dashboard-on-demand:exportErrors.queueFullUnknown');
      case 500:
        return i18n.t('dashboard-on-demand:exportErrors.failed');
      default:
        return i18n.t('dashboard-on-demand:exportErrors.default');
    }
  }
  // fetch rejects with a TypeError when no answer came at all.
  if (error instanceof TypeError) return i18n.t('dashboard-on-demand:exportErrors.network');
  return i18n.t('dashboard-on-demand:exportErrors.default');
}

export function defaultExportFilename(kind: ExportKind, projectName: string | null | undefined): string {
  const project = slugify(projectName ?? '');
  return kind === 'pdf' ? i18n.t('dashboard:export.defaultPdfName', { project }) : i18n.t('dashboard:export.defaultArtifactsName', { project });
}

export interface ExportDownloadRequest {
  kind: ExportKind;
  tenantId: string | null;
  projectId: string;
  projectName: string | null;
  signal?: AbortSignal;
  /** Headers arrived: the file is ready and its body starts (total 0 when unknown). */
  onResponse?: (total: number) => void;
  onProgress?: (progress: DownloadProgress) => void;
}

/** GETs an export of the latest scan (Content-Disposition names it, else {project}-relatorio.pdf / -artefatos.zip). */
export function downloadExport(request: ExportDownloadRequest): Promise<{ blob: Blob; filename: string }> {
  return authenticatedDownload({
    url: EXPORT_PATHS[request.kind],
    workspace: request,
    fallbackFilename: defaultExportFilename(request.kind, request.projectName),
    signal: request.signal,
    onResponse: request.onResponse,
    onProgress: request.onProgress,
  });
}
