import { OperationTypeNode } from 'graphql';
import { i18n } from '../../../lib/i18n';
import { credentialHeaders } from '../../../lib/apollo';
import { dropRejectedCredentials } from '../../../lib/rejected-credentials';
import { contentLength, filenameFromContentDisposition, readBodyWithProgress, slugify, type DownloadProgress } from '../../../lib/http/download';

export type ExportKind = 'pdf' | 'artifacts';

/** Same-origin paths; the gateway streams them from the control plane with the caller's credentials. */
export const EXPORT_PATHS: Record<ExportKind, string> = {
  pdf: '/api/v1/export/latest/pdf',
  artifacts: '/api/v1/export/latest/artifacts',
};

/** A non-2xx answer of an export. */
export class ExportHttpError extends Error {
  constructor(
    readonly status: number,
    readonly retryAfterSeconds: number | null,
  ) {
    super(`export failed with HTTP ${status}`);
    this.name = 'ExportHttpError';
  }
}

/** Retry-After in seconds: delta-seconds, or an HTTP date from now; null when absent or past. */
export function parseRetryAfter(value: string | null, now: number = Date.now()): number | null {
  if (!value) return null;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const at = Date.parse(trimmed);
  if (Number.isNaN(at)) return null;
  const seconds = Math.ceil((at - now) / 1000);
  return seconds > 0 ? seconds : null;
}

/** A cancelled fetch or read (DOMException, whichever realm made it). */
export function isAbortError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';
}

/** Export errors of spec §8. */
export function exportErrorMessage(error: unknown): string {
  if (isAbortError(error)) return i18n.t('dashboard:exportErrors.cancelled');
  if (error instanceof ExportHttpError) {
    switch (error.status) {
      case 404:
        return i18n.t('dashboard:exportErrors.notFound');
      case 410:
        return i18n.t('dashboard:exportErrors.expired');
      case 503:
        return error.retryAfterSeconds !== null
          ? i18n.t('dashboard:exportErrors.queueFull', { n: error.retryAfterSeconds })
          : i18n.t('dashboard:exportErrors.queueFullUnknown');
      case 500:
        return i18n.t('dashboard:exportErrors.failed');
      default:
        return i18n.t('dashboard:exportErrors.default');
    }
  }
  // fetch rejects with a TypeError when no answer came at all.
  if (error instanceof TypeError) return i18n.t('dashboard:exportErrors.network');
  return i18n.t('dashboard:exportErrors.default');
}

export function defaultExportFilename(kind: ExportKind, projectName: string | null | undefined): string {
  const project = slugify(projectName ?? '');
  return kind === 'pdf' ? i18n.t('dashboard:export.defaultPdfName', { project }) : i18n.t('dashboard:export.defaultArtifactsName', { project });
}

/** Headers of an export: the GraphQL link's credentials plus the workspace context. */
export function exportHeaders(workspace: { tenantId: string | null; projectId: string }): Record<string, string> {
  const headers: Record<string, string> = { ...credentialHeaders(OperationTypeNode.QUERY), 'X-Project-ID': workspace.projectId };
  if (workspace.tenantId) headers['X-Tenant-ID'] = workspace.tenantId;
  return headers;
}

export interface DownloadRequest {
  /** Same-origin path, with its query string if any. */
  path: string;
  tenantId: string | null;
  projectId: string;
  signal?: AbortSignal;
  /** Headers arrived: the file is ready and its body starts (total 0 when unknown). */
  onResponse?: (total: number) => void;
  onProgress?: (progress: DownloadProgress) => void;
  fetchFn?: typeof fetch;
  now?: () => number;
}

/** GETs a download with the caller's credentials and workspace, reads it with progress; the name of Content-Disposition (null without one). */
export async function authenticatedDownload(request: DownloadRequest): Promise<{ blob: Blob; filename: string | null }> {
  const fetchFn = request.fetchFn ?? fetch;
  const response = await fetchFn(request.path, {
    method: 'GET',
    credentials: 'same-origin',
    headers: exportHeaders(request),
    signal: request.signal,
  });
  if (!response.ok) {
    if (response.status === 401) dropRejectedCredentials(window.location.pathname);
    await response.body?.cancel().catch(() => undefined);
    throw new ExportHttpError(response.status, parseRetryAfter(response.headers.get('Retry-After'), request.now?.()));
  }
  request.onResponse?.(contentLength(response));
  const blob = await readBodyWithProgress(response, { onProgress: request.onProgress, now: request.now, signal: request.signal });
  return { blob, filename: filenameFromContentDisposition(response.headers.get('Content-Disposition')) };
}

export type ExportDownloadRequest = Omit<DownloadRequest, 'path'> & { kind: ExportKind; projectName: string | null };

/** GETs an export, reads it with progress and names it (Content-Disposition, else {project}-relatorio.pdf / -artefatos.zip). */
export async function downloadExport(request: ExportDownloadRequest): Promise<{ blob: Blob; filename: string }> {
  const { blob, filename } = await authenticatedDownload({ ...request, path: EXPORT_PATHS[request.kind] });
  return { blob, filename: filename ?? defaultExportFilename(request.kind, request.projectName) };
}
