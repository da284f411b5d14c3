import { i18n } from '../../../lib/i18n';
import { isAccessDenied, projectAccessDeniedMessage } from '../../../lib/error-messages';
import { authenticatedDownload, DownloadHttpError } from '../../../lib/http/authenticatedDownload';
import { slugify, type DownloadProgress } from '../../../lib/http/download';
import { camelCode } from '../../../lib/enumCodes';

/** Plain HTTP on the gateway (not GraphQL): the annual-report PDF and the filled ANPD draft PDF. */
export function reportPdfPath(projectId: string, scanId: string): string {
  return `/api/v1/compliance/${encodeURIComponent(projectId)}/${encodeURIComponent(scanId)}/report/pdf`;
}

export function anpdPdfPath(projectId: string, scanId: string): string {
  return `/api/v1/compliance/${encodeURIComponent(projectId)}/${encodeURIComponent(scanId)}/anpd-template/pdf`;
}

/** Spec §8 Compliance for 404 and 500; the others say the download failed. */
export function pdfErrorMessage(error: unknown): string {
  if (isAccessDenied(error)) return projectAccessDeniedMessage();
  if (error instanceof DownloadHttpError) {
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
  /** ANPD: the filled fields by GraphQL field id (DESCRICAO_INCIDENTE), sent as `{fields}` with the contract's ids (descricaoIncidente). */
  fields?: Record<string, string>;
  onResponse?: (total: number) => void;
  onProgress?: (progress: DownloadProgress) => void;
  signal?: AbortSignal;
}

/** GET the report PDF or POST the ANPD fields (a POST counts as a mutation: session mode sends X-CSRF-Token). */
export function downloadCompliancePdf(request: PdfRequest): Promise<{ blob: Blob; filename: string }> {
  const anpd = request.kind === 'anpd';
  const project = slugify(request.projectName ?? '');
  return authenticatedDownload({
    url: anpd ? anpdPdfPath(request.projectId, request.scanId) : reportPdfPath(request.projectId, request.scanId),
    method: anpd ? 'POST' : 'GET',
    body: anpd ? { fields: Object.fromEntries(Object.entries(request.fields ?? {}).map(([id, value]) => [camelCode(id), value])) } : undefined,
    accept: 'application/pdf',
    workspace: request,
    fallbackFilename: anpd ? i18n.t('compliance:anpd.defaultPdfName', { project }) : i18n.t('compliance:report.defaultPdfName', { project }),
    onResponse: request.onResponse,
    onProgress: request.onProgress,
    signal: request.signal,
  });
}
