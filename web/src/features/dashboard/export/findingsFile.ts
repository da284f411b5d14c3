import type { ApolloClient } from '@apollo/client';
import { getFragmentData } from '../../../gql';
import { ExportFindingFragment, ExportFindingsQuery } from '../api/exportFindings';
import { searchOptions, type DashboardFilters } from '../filters/filters';
import { buildFindingsCsv } from './csv';
import { buildFindingsJson, findingsFilename } from './json';
import { fetchAllFindings } from './fetchAllFindings';

export type FindingsFormat = 'csv' | 'json';

export interface FindingsFileRequest {
  client: ApolloClient;
  tenantId: string | null;
  projectId: string;
  projectName: string | null;
  filters: DashboardFilters;
  format: FindingsFormat;
}

/**
 * The CSV or JSON of every finding matching the filters (not only the page on screen): pages of
 * 500 through the search payload, the file built in the browser, secrets redacted. Loaded by
 * useFindingsExport when an export starts.
 */
export async function buildFindingsFile({ client, tenantId, projectId, projectName, filters, format }: FindingsFileRequest) {
  const result = await fetchAllFindings(async (page, pageSize) => {
    const { data } = await client.query({
      query: ExportFindingsQuery,
      variables: { tenantId, projectId, options: searchOptions(filters, page, pageSize) },
      fetchPolicy: 'no-cache',
    });
    const found = data?.searchFindings;
    if (!found) return null;
    return { scanId: found.scanId, scanFinishedAt: found.scanFinishedAt, findings: getFragmentData(ExportFindingFragment, found.findings) };
  });
  const { findings } = result;
  const content =
    format === 'csv'
      ? buildFindingsCsv(findings)
      : buildFindingsJson(findings, {
          project: projectName ?? '',
          scanId: result.scanId,
          scanFinishedAt: result.scanFinishedAt,
          exportedAt: new Date().toISOString(),
          filters: { severities: filters.severities, q: filters.q, sortBy: filters.sortBy, sortOrder: filters.sortOrder },
        });
  const type = format === 'csv' ? 'text/csv;charset=utf-8' : 'application/json;charset=utf-8';
  return { blob: new Blob([content], { type }), filename: findingsFilename(projectName, format), count: findings.length };
}
