import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { hasAuditFilters, validPeriod, type AuditFilterChange, type AuditFilters } from './auditFilters';
import { AUDIT_ACTIONS, AUDIT_FAMILIES, isKnownAction } from './auditVocabulary';

export interface AuditFiltersBarProps {
  filters: AuditFilters;
  tenants: readonly { id: string; name: string }[];
  actors: readonly { id: string; name?: string | null; email: string }[];
  onChange: (change: AuditFilterChange) => void;
}

/** Tenant, actor, action (one action or a whole family) and period (two calendar days, inclusive). */
export function AuditFiltersBar({ filters, tenants, actors, onChange }: AuditFiltersBarProps) {
  const { t } = useTranslation('admin-tenants');
  const id = useId();
  const periodError = validPeriod(filters) ? null : t('audit.filters.invalidPeriod');
  const actionKnown = filters.action === null || filters.action.endsWith('.') || isKnownAction(filters.action);

  return (
    <div className="toolbar audit-filters" role="search" aria-label={t('audit.filters.title')}>
      {tenants.length > 1 ? (
        <div className="field">
          <label htmlFor={`${id}-tenant`}>{t('audit.filters.tenant')}</label>
          <select id={`${id}-tenant`} className="p-inputtext p-component" value={filters.tenantId ?? ''} onChange={(event) => onChange({ type: 'tenant', tenantId: event.target.value })}>
            {tenants.map((tenant) => (
              <option key={tenant.id} value={tenant.id}>
                {tenant.name}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <div className="field">
        <label htmlFor={`${id}-actor`}>{t('audit.filters.actor')}</label>
        <select
          id={`${id}-actor`}
          className="p-inputtext p-component"
          value={filters.actorId ?? ''}
          onChange={(event) => onChange({ type: 'actor', actorId: event.target.value || null })}
        >
          <option value="">{t('audit.filters.anyActor')}</option>
          {filters.actorId && !actors.some((actor) => actor.id === filters.actorId) ? <option value={filters.actorId}>{filters.actorId}</option> : null}
          {actors.map((actor) => (
            <option key={actor.id} value={actor.id}>
              {actor.name ? `${actor.name} (${actor.email})` : actor.email}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-action`}>{t('audit.filters.action')}</label>
        <select
          id={`${id}-action`}
          className="p-inputtext p-component"
          value={filters.action ?? ''}
          onChange={(event) => onChange({ type: 'action', action: event.target.value || null })}
        >
          <option value="">{t('audit.filters.anyAction')}</option>
          {actionKnown ? null : <option value={filters.action ?? ''}>{filters.action}</option>}
          {AUDIT_FAMILIES.map((family) => (
            <optgroup key={family} label={t(`audit.families.${family}`)}>
              <option value={`${family}.`}>{t('audit.filters.allOf', { family: t(`audit.families.${family}`) })}</option>
              {AUDIT_ACTIONS[family].map((action) => (
                <option key={action} value={action}>
                  {t(`audit.actions.${action}`)}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-from`}>{t('audit.filters.from')}</label>
        <input
          id={`${id}-from`}
          type="date"
          className="p-inputtext p-component"
          value={filters.from ?? ''}
          max={filters.to ?? undefined}
          aria-invalid={periodError ? true : undefined}
          aria-describedby={periodError ? `${id}-period-error` : undefined}
          onChange={(event) => onChange({ type: 'period', from: event.target.value || null, to: filters.to })}
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-to`}>{t('audit.filters.to')}</label>
        <input
          id={`${id}-to`}
          type="date"
          className="p-inputtext p-component"
          value={filters.to ?? ''}
          min={filters.from ?? undefined}
          aria-invalid={periodError ? true : undefined}
          aria-describedby={periodError ? `${id}-period-error` : undefined}
          onChange={(event) => onChange({ type: 'period', from: filters.from, to: event.target.value || null })}
        />
      </div>
      <Button type="button" size="small" text icon="pi pi-filter-slash" label={t('audit.filters.clear')} disabled={!hasAuditFilters(filters)} onClick={() => onChange({ type: 'clear' })} />
      {periodError ? (
        <small id={`${id}-period-error`} className="field__error" role="alert">
          {periodError}
        </small>
      ) : null}
    </div>
  );
}
