import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../../components/form/FormField';
import { SelectOptions } from '../../../../components/form/SelectOptions';
import { NamedSelect } from '../list/NamedSelect';
import { TenantFiltersBar } from '../list/TenantFiltersBar';
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
  const periodErrorId = `${useId()}-period-error`;
  const periodError = validPeriod(filters) ? null : t('audit.filters.invalidPeriod');
  // Both days are marked by one message under the bar: the period is what is invalid.
  const periodInvalid = periodError ? { 'aria-invalid': true as const, 'aria-describedby': periodErrorId } : {};
  // The first day may not pass the last one and the last may not precede the first.
  const dayField = (bound: 'from' | 'to') => (
    <FormField label={t(`audit.filters.${bound}`)}>
      {({ id }) => (
        <input
          id={id}
          type="date"
          className="p-inputtext p-component"
          value={filters[bound] ?? ''}
          {...(bound === 'from' ? { max: filters.to ?? undefined } : { min: filters.from ?? undefined })}
          {...periodInvalid}
          onChange={(event) => onChange({ type: 'period', from: filters.from, to: filters.to, [bound]: event.target.value || null })}
        />
      )}
    </FormField>
  );
  const actionKnown = filters.action === null || filters.action.endsWith('.') || isKnownAction(filters.action);

  return (
    <TenantFiltersBar
      className="audit-filters"
      words={{ title: t('audit.filters.title'), tenant: t('audit.filters.tenant'), clear: t('audit.filters.clear') }}
      tenants={tenants}
      filters={filters}
      active={hasAuditFilters(filters)}
      onChange={onChange}
      after={
        periodError ? (
          <small id={periodErrorId} className="field__error" role="alert">
            {periodError}
          </small>
        ) : null
      }
    >
      <NamedSelect
        label={t('audit.filters.actor')}
        anyLabel={t('audit.filters.anyActor')}
        value={filters.actorId}
        options={actors.map((actor) => ({ id: actor.id, name: actor.name ? `${actor.name} (${actor.email})` : actor.email }))}
        onChange={(actorId) => onChange({ type: 'actor', actorId })}
      />
      <FormField label={t('audit.filters.action')}>
        {({ id }) => (
          <select id={id} className="p-inputtext p-component" value={filters.action ?? ''} onChange={(event) => onChange({ type: 'action', action: event.target.value || null })}>
            <option value="">{t('audit.filters.anyAction')}</option>
            {actionKnown ? null : <option value={filters.action ?? ''}>{filters.action}</option>}
            {AUDIT_FAMILIES.map((family) => (
              <optgroup key={family} label={t(`audit.families.${family}`)}>
                <option value={`${family}.`}>{t('audit.filters.allOf', { family: t(`audit.families.${family}`) })}</option>
                <SelectOptions values={AUDIT_ACTIONS[family]} label={(action) => t(`audit.actions.${action}`)} />
              </optgroup>
            ))}
          </select>
        )}
      </FormField>
      {dayField('from')}
      {dayField('to')}
    </TenantFiltersBar>
  );
}
