import { authenticatedDownload } from '../../../lib/http/authenticatedDownload';
import { slugify } from '../../../lib/http/download';
import { i18n } from '../../../lib/i18n';
import { exportQuery, type DashboardFilters } from '../filters/filters';

export type FindingsFormat = 'csv' | 'json';

/** Same-origin paths; the control plane writes the file from the filters, the gateway streams it. */
export const FINDINGS_EXPORT_PATHS: Record<FindingsFormat, string> = {
  csv: '/api/v1/export/latest/csv',
  json: '/api/v1/export/latest/json',
};

export interface FindingsFileRequest {
  tenantId: string | null;
  projectId: string;
  projectName: string | null;
  filters: DashboardFilters;
  format: FindingsFormat;
}

/** Records of the CSV: line ends outside quotes, less the header. */
function csvRecords(text: string): number {
  let quoted = false;
  let records = 0;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i];
    if (c === '"') quoted = !quoted;
    else if (c === '\n' && !quoted) records += 1;
  }
  return Math.max(0, records - 1);
}

/**
 * The CSV or JSON of every finding matching the filters (not only the page on screen), built by
 * the server and downloaded with the caller's credentials; the count is read from the file.
 */
export async function downloadFindingsFile({ tenantId, projectId, projectName, filters, format }: FindingsFileRequest) {
  const { blob, filename } = await authenticatedDownload({
    url: `${FINDINGS_EXPORT_PATHS[format]}?${exportQuery(filters).toString()}`,
    workspace: { tenantId, projectId },
    fallbackFilename: i18n.t('dashboard:export.defaultFindingsName', { project: slugify(projectName ?? ''), extension: format }),
  });
  const text = await blob.text();
  const count = format === 'csv' ? csvRecords(text) : (JSON.parse(text) as { total: number }).total;
  return { blob, filename, count };
}
