import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { PageHeader } from '../../../../components/PageHeader';
import { TenantsTabs } from '../TenantsTabs';
import '../admin-tenants.css';

export interface TenantListPageProps {
  /** The page's class and test id (admin-audit, admin-suppressions). */
  name: string;
  title: string;
  /** Said under the title once a tenant is chosen. */
  description: string;
  tenantId: string | null;
  /** Shown instead of the list when the user administers no tenant. */
  noTenant: string;
  /** The CSV export of the page header. */
  exporter: { label: string; running: boolean; disabled: boolean; run: () => void };
  filters: ReactNode;
  /** A message under the filters (the tenants failed to load). */
  notice?: ReactNode;
  /** The list's load error, offered with a retry; the table otherwise. */
  failure: { message: string; retry: () => void } | null;
  table: ReactNode;
}

/** The shell of the tenant's admin lists (Auditoria, Supressões): header with CSV export, the area's tabs, filters, then the list or its error. */
export function TenantListPage({ name, title, description, tenantId, noTenant, exporter, filters, notice, failure, table }: TenantListPageProps) {
  const { t } = useTranslation('common');
  const search = tenantId ? `?tenant=${encodeURIComponent(tenantId)}` : '';
  return (
    <div className={`page ${name}`} data-testid={name}>
      <PageHeader
        title={title}
        description={tenantId ? description : undefined}
        actions={<Button type="button" icon="pi pi-download" label={exporter.label} loading={exporter.running} disabled={exporter.disabled} onClick={exporter.run} />}
      />
      <TenantsTabs auditSearch={search} />
      {!tenantId ? (
        <Message severity="warn" text={noTenant} />
      ) : (
        <>
          {filters}
          {notice}
          {failure ? (
            <div className="error-box" role="alert">
              <Message severity="error" text={failure.message} />
              <Button type="button" label={t('actions.retry')} icon="pi pi-refresh" text onClick={failure.retry} />
            </div>
          ) : (
            table
          )}
        </>
      )}
    </div>
  );
}
