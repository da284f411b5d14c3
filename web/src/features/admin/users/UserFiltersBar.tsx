import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { UrlSearchBox } from '../../../components/UrlSearchBox';
import type { Role } from '../../../gql/graphql';
import { hasActiveFilters, isRole, ROLES, SEARCH_DEBOUNCE_MS, SEARCH_MAX_LENGTH, type FilterChange, type UserFilters } from './filters';

/** Search (debounced into the URL), role filter and clear. */
export function UserFiltersBar({ filters, change }: { filters: UserFilters; change: (change: FilterChange) => void }) {
  const { t } = useTranslation('admin-users');
  const id = useId();
  // Clearing the filters also starts the search box afresh (drops a pending debounce).
  const [searchKey, setSearchKey] = useState(0);
  return (
    <div className="toolbar admin-users__filters" role="search" aria-label={t('filters.title')}>
      <UrlSearchBox
        key={searchKey}
        value={filters.q}
        onSearch={(q) => change({ type: 'search', q })}
        label={t('filters.searchLabel')}
        placeholder={t('filters.searchPlaceholder')}
        maxLength={SEARCH_MAX_LENGTH}
        debounceMs={SEARCH_DEBOUNCE_MS}
        className="admin-users__search"
        testId="users-search"
      />
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
      <Button
        type="button"
        size="small"
        text
        icon="pi pi-filter-slash"
        label={t('filters.clear')}
        disabled={!hasActiveFilters(filters)}
        onClick={() => {
          setSearchKey((key) => key + 1);
          change({ type: 'clear' });
        }}
      />
    </div>
  );
}
