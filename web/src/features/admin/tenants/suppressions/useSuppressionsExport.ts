import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../../components/toast';
import { authenticatedDownload, DownloadHttpError } from '../../../../lib/http/authenticatedDownload';
import { saveBlob } from '../../../../lib/http/download';
import { suppressionsExportQuery, type SuppressionFilters } from './suppressionFilters';

/** The suppressions as CSV (server-made, same filters, pt-BR labels) through the app's one authenticated download. */
export function useSuppressionsExport(tenantId: string | null, filters: SuppressionFilters) {
  const { t } = useTranslation('admin-suppressions');
  const toast = useToast();
  const [running, setRunning] = useState(false);

  const run = useCallback(async () => {
    if (!tenantId) return;
    setRunning(true);
    try {
      const { blob, filename } = await authenticatedDownload({
        url: `/api/v1/admin/tenants/${encodeURIComponent(tenantId)}/suppressions/export${suppressionsExportQuery(filters)}`,
        accept: 'text/csv',
        fallbackFilename: 'supressoes.csv',
      });
      saveBlob(blob, filename);
      toast.show({ severity: 'success', detail: t('export.done') });
    } catch (failure) {
      const message = failure instanceof DownloadHttpError ? failure.serverMessage : null;
      toast.show({ severity: 'error', detail: message ?? t('export.failed') });
    } finally {
      setRunning(false);
    }
  }, [tenantId, filters, t, toast]);

  return { run, running };
}
