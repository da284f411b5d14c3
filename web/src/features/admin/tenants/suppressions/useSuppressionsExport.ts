import { useTranslation } from 'react-i18next';
import { useServerCsvExport } from '../../../../lib/http/useServerCsvExport';
import { suppressionsExportQuery, type SuppressionFilters } from './suppressionFilters';

/** The suppressions as CSV (server-made, same filters, pt-BR labels). */
export function useSuppressionsExport(tenantId: string | null, filters: SuppressionFilters) {
  const { t } = useTranslation('admin-suppressions');
  const url = tenantId ? `/api/v1/admin/tenants/${encodeURIComponent(tenantId)}/suppressions/export${suppressionsExportQuery(filters)}` : null;
  return useServerCsvExport(url, 'supressoes.csv', { done: t('export.done'), failed: t('export.failed') });
}
