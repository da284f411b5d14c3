import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterBar } from '../../../components/FilterBar';
import type { Role } from '../../../gql/graphql';
import { hasActiveFilters, isRole, ROLES, SEARCH_MAX_LENGTH, type FilterChange, type UserFilters } from './filters';

/** Search (debounced into the URL), role filter and clear. */
export function UserFiltersBar({ filters, change }: { filters: UserFilters; change: (change: FilterChange) => void }) {
  const { t } = useTranslation('admin-users');
  const id = useId();
  const roleFilter = (
    <span className="admin-users__role-filter">
      <label htmlFor={`${id}-role`}>{t('filters.roleLabel')}</label>
      <select
        id={`${id}-role`}
        className="p-inputtext p-component"
        value={filters.role ?? ''}
        data-testid="users-role-filter"
        onChange={(event) => change({ type: 'role', role: isRole(event.target.value) ? (event.target.value as Role) : null })}
      >
        <option value="">{t('filters.allRoles')}</option>
        {ROLES.map((role) => (
          <option key={role} value={role}>
            {t(`roles.${role}`)}
          </option>
        ))}
      </select>
    </span>
  );
  return (
    <FilterBar
      className="admin-users__filters"
      label={t('filters.title')}
      search={{ value: filters.q, onSearch: (q) => change({ type: 'search', q }), label: t('filters.searchLabel'), placeholder: t('filters.searchPlaceholder'), maxLength: SEARCH_MAX_LENGTH, className: 'admin-users__search', testId: 'users-search' }}
      after={roleFilter}
      clear={{ label: t('filters.clear'), active: hasActiveFilters(filters), onClear: () => change({ type: 'clear' }) }}
    />
  );
}
