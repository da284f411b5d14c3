import { useTranslation } from 'react-i18next';
import { useServerCsvExport } from '../../../../lib/http/useServerCsvExport';
import { exportQuery, type AuditFilters } from './auditFilters';

/** The audit log as CSV (server-made, same filters). */
export function useAuditExport(tenantId: string | null, filters: AuditFilters) {
  const { t } = useTranslation('admin-tenants');
  const url = tenantId ? `/api/v1/admin/tenants/${encodeURIComponent(tenantId)}/audit/export${exportQuery(filters)}` : null;
  return useServerCsvExport(url, 'auditoria.csv', { done: t('audit.export.done'), failed: t('audit.export.failed') });
}
