import type { ReactNode } from 'react';
import { Button } from 'primereact/button';
import { NamedSelect, type NamedOption } from './NamedSelect';

/** The bar's words: its accessible name, the tenant filter's label and the clear button's. */
export interface TenantFiltersWords {
  title: string;
  tenant: string;
  clear: string;
}

export interface TenantFiltersBarProps {
  /** The bar's class (audit-filters, suppressions-filters). */
  className: string;
  words: TenantFiltersWords;
  /** The administered tenants: a tenant filter is offered when there are several. */
  tenants: readonly NamedOption[];
  filters: { tenantId: string | null };
  /** Whether a filter is on (the clear button is enabled). */
  active: boolean;
  onChange: (change: { type: 'tenant'; tenantId: string } | { type: 'clear' }) => void;
  /** The list's own filters, after the tenant. */
  children: ReactNode;
  /** Shown after the clear button (a message about the filters). */
  after?: ReactNode;
}

/** The filter bar (role=search) of the tenant's admin lists: tenant when several, the list's filters, clear. */
export function TenantFiltersBar({ className, words, tenants, filters, active, onChange, children, after }: TenantFiltersBarProps) {
  return (
    <div className={`toolbar ${className}`} role="search" aria-label={words.title}>
      {tenants.length > 1 ? <NamedSelect label={words.tenant} value={filters.tenantId} options={tenants} onChange={(tenantId) => tenantId && onChange({ type: 'tenant', tenantId })} /> : null}
      {children}
      <Button type="button" size="small" text icon="pi pi-filter-slash" label={words.clear} disabled={!active} onClick={() => onChange({ type: 'clear' })} />
      {after}
    </div>
  );
}
