import { useTranslation } from 'react-i18next';
import { FormField } from '../../../../components/form/FormField';
import { SelectOptions } from '../../../../components/form/SelectOptions';
import { UrlSearchBox } from '../../../../components/UrlSearchBox';
import { NamedSelect, type NamedOption } from '../list/NamedSelect';
import { TenantFiltersBar } from '../list/TenantFiltersBar';
import { hasSuppressionFilters, SEARCH_MAX, SUPPRESSION_KINDS, type SuppressionFilterChange, type SuppressionFilters } from './suppressionFilters';

export interface SuppressionsFiltersBarProps {
  filters: SuppressionFilters;
  tenants: readonly NamedOption[];
  projects: readonly NamedOption[];
  onChange: (change: SuppressionFilterChange) => void;
}

/** Tenant (when several), project, kind, and a text searched in the rule, file and reason. */
export function SuppressionsFiltersBar({ filters, tenants, projects, onChange }: SuppressionsFiltersBarProps) {
  const { t } = useTranslation('admin-suppressions');
  return (
    <TenantFiltersBar className="suppressions-filters" words={{ title: t('filters.title'), tenant: t('filters.tenant'), clear: t('filters.clear') }} tenants={tenants} filters={filters} active={hasSuppressionFilters(filters)} onChange={onChange}>
      <NamedSelect
        label={t('filters.project')}
        anyLabel={t('filters.anyProject')}
        value={filters.projectId}
        options={projects}
        onChange={(projectId) => onChange({ type: 'project', projectId })}
      />
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
    </TenantFiltersBar>
  );
}
