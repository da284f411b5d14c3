import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../../components/toast';
import { authenticatedDownload, DownloadHttpError } from '../../../../lib/http/authenticatedDownload';
import { saveBlob } from '../../../../lib/http/download';
import { exportQuery, type AuditFilters } from './auditFilters';

/** The audit log as CSV (server-made, same filters) through the app's one authenticated download. */
export function useAuditExport(tenantId: string | null, filters: AuditFilters) {
  const { t } = useTranslation('admin-tenants');
  const toast = useToast();
  const [running, setRunning] = useState(false);

  const run = useCallback(async () => {
    if (!tenantId) return;
    setRunning(true);
    try {
      const { blob, filename } = await authenticatedDownload({
        url: `/api/v1/admin/tenants/${encodeURIComponent(tenantId)}/audit/export${exportQuery(filters)}`,
        accept: 'text/csv',
        fallbackFilename: 'auditoria.csv',
      });
      saveBlob(blob, filename);
      toast.show({ severity: 'success', detail: t('audit.export.done') });
    } catch (failure) {
      const message = failure instanceof DownloadHttpError ? failure.serverMessage : null;
      toast.show({ severity: 'error', detail: message ?? t('audit.export.failed') });
    } finally {
      setRunning(false);
    }
  }, [tenantId, filters, t, toast]);

  return { run, running };
}
