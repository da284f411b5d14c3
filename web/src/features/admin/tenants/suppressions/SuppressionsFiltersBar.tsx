import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { FormField } from '../../../../components/form/FormField';
import { SelectOptions } from '../../../../components/form/SelectOptions';
import { UrlSearchBox } from '../../../../components/UrlSearchBox';
import { SEARCH_MAX, SUPPRESSION_KINDS, type SuppressionFilterChange, type SuppressionFilters } from './suppressionFilters';

export interface SuppressionsFiltersBarProps {
  filters: SuppressionFilters;
  tenants: readonly { id: string; name: string }[];
  onChange: (change: SuppressionFilterChange) => void;
}

/** Tenant (when several), kind, and a text searched in the rule, file and reason. */
export function SuppressionsFiltersBar({ filters, tenants, onChange }: SuppressionsFiltersBarProps) {
  const { t } = useTranslation('admin-suppressions');
  return (
    <div className="toolbar suppressions-filters" role="search" aria-label={t('filters.title')}>
      {tenants.length > 1 ? (
        <FormField label={t('filters.tenant')}>
          {({ id }) => (
            <select id={id} className="p-inputtext p-component" value={filters.tenantId ?? ''} onChange={(event) => onChange({ type: 'tenant', tenantId: event.target.value })}>
              {tenants.map((tenant) => (
                <option key={tenant.id} value={tenant.id}>
                  {tenant.name}
                </option>
              ))}
            </select>
          )}
        </FormField>
      ) : null}
      <FormField label={t('filters.kind')}>
        {({ id }) => (
          <select
            id={id}
            className="p-inputtext p-component"
            value={filters.kind ?? ''}
            onChange={(event) => onChange({ type: 'kind', kind: SUPPRESSION_KINDS.find((kind) => kind === event.target.value) ?? null })}
          >
            <option value="">{t('filters.anyKind')}</option>
            <SelectOptions values={SUPPRESSION_KINDS} label={(kind) => t(`kinds.${kind}`)} />
          </select>
        )}
      </FormField>
      <UrlSearchBox
        value={filters.q}
        onSearch={(q) => onChange({ type: 'search', q })}
        label={t('filters.search')}
        placeholder={t('filters.searchPlaceholder')}
        maxLength={SEARCH_MAX}
        className="suppressions-search"
        testId="suppressions-search"
      />
      <Button type="button" size="small" text icon="pi pi-filter-slash" label={t('filters.clear')} disabled={!filters.kind && !filters.q} onClick={() => onChange({ type: 'clear' })} />
    </div>
  );
}
