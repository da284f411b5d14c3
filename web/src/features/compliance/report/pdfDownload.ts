import { OperationTypeNode } from 'graphql';
import { i18n } from '../../../lib/i18n';
import { credentialHeaders } from '../../../lib/apollo';
import { dropRejectedCredentials } from '../../../lib/rejected-credentials';
import { filenameFromContentDisposition, readBodyWithProgress, slugify, type DownloadProgress } from '../../../lib/http/download';

/** Plain HTTP on the gateway (not GraphQL): the annual-report PDF and the filled ANPD draft PDF. */
export function reportPdfPath(projectId: string, scanId: string): string {
  return `/api/v1/compliance/${encodeURIComponent(projectId)}/${encodeURIComponent(scanId)}/report/pdf`;
}

export function anpdPdfPath(projectId: string, scanId: string): string {
  return `/api/v1/compliance/${encodeURIComponent(projectId)}/${encodeURIComponent(scanId)}/anpd-template/pdf`;
}

export class PdfHttpError extends Error {
  constructor(readonly status: number) {
    super(`PDF failed with HTTP ${status}`);
    this.name = 'PdfHttpError';
  }
}

/** Spec §8 Compliance for 404 and 500; the others say the download failed. */
export function pdfErrorMessage(error: unknown): string {
  if (error instanceof PdfHttpError) {
    if (error.status === 404) return i18n.t('compliance:errors.notFound');
    if (error.status === 500) return i18n.t('compliance:errors.load');
    if (error.status === 503) return i18n.t('compliance:errors.busy');
  }
  if (error instanceof TypeError) return i18n.t('compliance:errors.network');
  return i18n.t('compliance:errors.pdf');
}

export interface PdfRequest {
  tenantId: string | null;
  projectId: string;
  scanId: string;
  projectName: string | null;
  kind: 'report' | 'anpd';
  /** ANPD: the filled fields, sent as `{fields}`. */
  fields?: Record<string, string>;
  onProgress?: (progress: DownloadProgress) => void;
  fetchFn?: typeof fetch;
  signal?: AbortSignal;
}

/**
 * GET the report PDF or POST the ANPD fields, with the GraphQL link's credentials: a POST counts as a
 * mutation, so session mode sends the X-CSRF-Token header.
 */
export async function downloadCompliancePdf(request: PdfRequest): Promise<{ blob: Blob; filename: string }> {
  const fetchFn = request.fetchFn ?? fetch;
  const post = request.kind === 'anpd';
  const headers: Record<string, string> = {
    ...credentialHeaders(post ? OperationTypeNode.MUTATION : OperationTypeNode.QUERY),
    Accept: 'application/pdf',
    'X-Project-ID': request.projectId,
  };
  if (request.tenantId) headers['X-Tenant-ID'] = request.tenantId;
  if (post) headers['Content-Type'] = 'application/json';
  const url = post ? anpdPdfPath(request.projectId, request.scanId) : reportPdfPath(request.projectId, request.scanId);
  const response = await fetchFn(url, {
    method: post ? 'POST' : 'GET',
    credentials: 'same-origin',
    headers,
    body: post ? JSON.stringify({ fields: request.fields ?? {} }) : undefined,
    signal: request.signal,
  });
  if (!response.ok) {
    if (response.status === 401) dropRejectedCredentials(window.location.pathname);
    await response.body?.cancel().catch(() => undefined);
    throw new PdfHttpError(response.status);
  }
  const blob = await readBodyWithProgress(response, { onProgress: request.onProgress, signal: request.signal });
  const project = slugify(request.projectName ?? '');
  const fallback = post ? i18n.t('compliance:anpd.defaultPdfName', { project }) : i18n.t('compliance:report.defaultPdfName', { project });
  return { blob, filename: filenameFromContentDisposition(response.headers.get('Content-Disposition')) ?? fallback };
}
