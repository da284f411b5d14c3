import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApolloClient } from '@apollo/client/react';
import { useToast } from '../../../components/toast';
import { formatNumber } from '../../../lib/format';
import { saveBlob } from '../../../lib/http/download';
import { clientErrors } from '../../../lib/client-errors';
import type { DashboardFilters } from '../filters/filters';
import { ScanChangedError } from './fetchAllFindings';
import type { FindingsFormat } from './findingsFile';

export interface FindingsExportOptions {
  tenantId: string | null;
  projectId: string;
  projectName: string | null;
  filters: DashboardFilters;
}

/** CSV and JSON of every finding matching the current filters; the exporter is fetched on the first export. */
export function useFindingsExport({ tenantId, projectId, projectName, filters }: FindingsExportOptions) {
  const { t } = useTranslation('dashboard');
  const client = useApolloClient();
  const toast = useToast();
  const [running, setRunning] = useState<FindingsFormat | null>(null);

  const exportFindings = useCallback(
    async (format: FindingsFormat) => {
      setRunning(format);
      try {
        const { buildFindingsFile } = await import('./findingsFile');
        const { blob, filename, count } = await buildFindingsFile({ client, tenantId, projectId, projectName, filters, format });
        saveBlob(blob, filename);
        toast.show({ severity: 'success', detail: t('export.done', { formatted: formatNumber(count) }) });
      } catch (error) {
        clientErrors.warn(`Findings export failed: ${error instanceof Error ? error.message : String(error)}`, { context: { format } });
        toast.show({ severity: 'error', detail: error instanceof ScanChangedError ? t('export.scanChanged') : t('export.failed') });
      } finally {
        setRunning(null);
      }
    },
    [client, tenantId, projectId, projectName, filters, t, toast],
  );

  return { running, exportFindings };
}
