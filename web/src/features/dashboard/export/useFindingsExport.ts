import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/toast';
import { formatNumber } from '../../../lib/format';
import { clientErrors } from '../../../lib/client-errors';
import type { DashboardFilters } from '../filters/filters';
import type { FindingsFormat } from './findingsFile';

export interface FindingsExportOptions {
  tenantId: string | null;
  projectId: string;
  projectName: string | null;
  filters: DashboardFilters;
}

/** CSV and JSON of every finding matching the current filters, written by the server. */
export function useFindingsExport({ tenantId, projectId, projectName, filters }: FindingsExportOptions) {
  const { t } = useTranslation('dashboard');
  const toast = useToast();
  const [running, setRunning] = useState<FindingsFormat | null>(null);

  const exportFindings = useCallback(
    async (format: FindingsFormat) => {
      setRunning(format);
      try {
        // The download code loads on the first export click, not with the dashboard.
        const [{ downloadFindingsFile }, { saveBlob }] = await Promise.all([import('./findingsFile'), import('../../../lib/http/download')]);
        const { blob, filename, count } = await downloadFindingsFile({ tenantId, projectId, projectName, filters, format });
        saveBlob(blob, filename);
        toast.show({ severity: 'success', detail: t('export.done', { formatted: formatNumber(count) }) });
      } catch (error) {
        clientErrors.warn(`Findings export failed: ${error instanceof Error ? error.message : String(error)}`, { context: { format } });
        toast.show({ severity: 'error', detail: t('export.failed') });
      } finally {
        setRunning(null);
      }
    },
    [tenantId, projectId, projectName, filters, t, toast],
  );

  return { running, exportFindings };
}
