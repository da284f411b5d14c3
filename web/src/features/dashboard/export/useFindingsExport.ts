import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApolloClient } from '@apollo/client/react';
import { getFragmentData } from '../../../gql';
import { useToast } from '../../../components/toast';
import { formatNumber } from '../../../lib/format';
import { saveBlob } from '../../../lib/http/download';
import { clientErrors } from '../../../lib/client-errors';
import { ExportFindingFragment, ExportFindingsMutation } from '../api/exportFindings';
import { searchOptions, type DashboardFilters } from '../filters/filters';
import { buildFindingsCsv } from './csv';
import { buildFindingsJson, findingsFilename } from './json';
import { fetchAllFindings, ScanChangedError } from './fetchAllFindings';

export type FindingsFormat = 'csv' | 'json';

export interface FindingsExportOptions {
  tenantId: string | null;
  projectId: string;
  projectName: string | null;
  filters: DashboardFilters;
  save?: (blob: Blob, filename: string) => void;
}

/**
 * CSV and JSON of every finding matching the current filters (not only the page on screen):
 * pages of 500 through the search payload, the file built in the browser, secrets redacted.
 */
export function useFindingsExport({ tenantId, projectId, projectName, filters, save = saveBlob }: FindingsExportOptions) {
  const { t } = useTranslation('dashboard');
  const client = useApolloClient();
  const toast = useToast();
  const [running, setRunning] = useState<FindingsFormat | null>(null);

  const exportFindings = useCallback(
    async (format: FindingsFormat) => {
      setRunning(format);
      try {
        const result = await fetchAllFindings(async (page, pageSize) => {
          const { data } = await client.mutate({
            mutation: ExportFindingsMutation,
            variables: { tenantId, projectId, options: searchOptions(filters, page, pageSize) },
            fetchPolicy: 'no-cache',
          });
          const found = data?.searchFindings;
          if (!found) return null;
          const refs = found.findings.filter((f): f is NonNullable<typeof f> => f !== null);
          return { scanId: found.scanId, scanFinishedAt: found.scanFinishedAt, findings: getFragmentData(ExportFindingFragment, refs) };
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
        save(new Blob([content], { type }), findingsFilename(projectName, format));
        toast.show({ severity: 'success', detail: t('export.done', { formatted: formatNumber(findings.length) }) });
      } catch (error) {
        clientErrors.warn(`Findings export failed: ${error instanceof Error ? error.message : String(error)}`, { context: { format } });
        toast.show({ severity: 'error', detail: error instanceof ScanChangedError ? t('export.scanChanged') : t('export.failed') });
      } finally {
        setRunning(null);
      }
    },
    [client, tenantId, projectId, projectName, filters, save, t, toast],
  );

  return { running, exportFindings };
}
