import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { InputText } from 'primereact/inputtext';
import { FormDialog } from '../../../components/form/FormDialog';
import { FormField } from '../../../components/form/FormField';
import { useFieldErrors } from '../../../components/form/useFieldErrors';
import { SelectOptions } from '../../../components/form/SelectOptions';
import { formatNumber } from '../../../lib/format';
import { getErrorField, getErrorStatus } from '../../../lib/apollo';
import { tenantErrorMessage } from './tenantErrors';
import { parseQuota } from './tenantsFilters';
import { MFA_POLICIES, REGIMES, type MfaPolicy, type Regime, type TenantRow } from './tenantFragment';
import { DEADLINE_KEYS, parseDays, TenantDeadlineFields, type DeadlineDraft, type DeadlineErrors } from './TenantDeadlineFields';

/** What the form sends: the name on create; only the changed fields on edit. */
export interface TenantChanges {
  name?: string;
  quotaUnits?: number;
  bacenRegime?: Regime;
  mfaPolicy?: MfaPolicy;
  riskAcceptanceMaxDays?: number;
  slaDays?: { critical: number; high: number; medium: number; low: number };
}

type Field = 'name' | 'quotaUnits';

/** Defaults the server applies to a tenant never configured (7, 30, 90, 180 and 90 days). */
const DEFAULT_DEADLINES = { critical: 7, high: 30, medium: 90, low: 180, riskAcceptanceMaxDays: 90 };

function deadlineDraft(tenant: TenantRow | null): DeadlineDraft {
  const sla = tenant?.slaDays ?? DEFAULT_DEADLINES;
  return {
    critical: String(sla.critical),
    high: String(sla.high),
    medium: String(sla.medium),
    low: String(sla.low),
    riskAcceptanceMaxDays: String(tenant?.riskAcceptanceMaxDays ?? DEFAULT_DEADLINES.riskAcceptanceMaxDays),
  };
}

export interface TenantFormDialogProps {
  /** null: create a tenant; a tenant: edit it. */
  tenant: TenantRow | null;
  onHide: () => void;
  /** Sends the changes; a rejection keeps the dialog open with the error. */
  onSubmit: (changes: TenantChanges) => Promise<void>;
}

/** Create (name) or edit (name, monthly quota, Banco Central regime, deadlines, second-factor policy) a tenant. */
export function TenantFormDialog({ tenant, onHide, onSubmit }: TenantFormDialogProps) {
  const { t } = useTranslation('admin-tenants');
  const editing = tenant !== null;
  const [name, setName] = useState(tenant?.name ?? '');
  const [quota, setQuota] = useState(tenant?.quotaUnits === null || tenant?.quotaUnits === undefined ? '' : formatNumber(tenant.quotaUnits));
  const [regime, setRegime] = useState<Regime | ''>(tenant?.bacenRegime ?? '');
  const [mfaPolicy, setMfaPolicy] = useState<MfaPolicy>(tenant?.mfaPolicy ?? 'OFF');
  const [deadlines, setDeadlines] = useState<DeadlineDraft>(() => deadlineDraft(tenant));
  const [deadlineErrors, setDeadlineErrors] = useState<DeadlineErrors>({});
  const { fieldErrors, setFieldErrors, showFieldErrors } = useFieldErrors<Field>();
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  function changes(): TenantChanges | null {
    const errors: Partial<Record<Field, string>> = {};
    const trimmed = name.trim();
    if (trimmed.length < 2 || trimmed.length > 120) errors.name = t('form.errors.nameLength');
    const units = quota.trim() === '' ? null : parseQuota(quota);
    if (editing && quota.trim() !== '' && units === null) errors.quotaUnits = t('form.errors.quota');
    const days = Object.fromEntries(DEADLINE_KEYS.map((key) => [key, parseDays(deadlines[key])]));
    const badDays: DeadlineErrors = Object.fromEntries(DEADLINE_KEYS.filter((key) => editing && days[key] === null).map((key) => [key, t('form.errors.days')]));
    setDeadlineErrors(badDays);
    if (showFieldErrors(errors) || Object.keys(badDays).length > 0) return null;
    if (!tenant) return { name: trimmed };
    const sla = { critical: days.critical ?? 0, high: days.high ?? 0, medium: days.medium ?? 0, low: days.low ?? 0 };
    const current = tenant.slaDays ?? DEFAULT_DEADLINES;
    const slaChanged = sla.critical !== current.critical || sla.high !== current.high || sla.medium !== current.medium || sla.low !== current.low;
    const riskDays = days.riskAcceptanceMaxDays ?? 0;
    return {
      ...(slaChanged ? { slaDays: sla } : {}),
      ...(riskDays !== (tenant.riskAcceptanceMaxDays ?? DEFAULT_DEADLINES.riskAcceptanceMaxDays) ? { riskAcceptanceMaxDays: riskDays } : {}),
      ...(trimmed !== tenant.name ? { name: trimmed } : {}),
      ...(units !== null && units !== tenant.quotaUnits ? { quotaUnits: units } : {}),
      ...(regime && regime !== tenant.bacenRegime ? { bacenRegime: regime } : {}),
      ...(mfaPolicy !== (tenant.mfaPolicy ?? 'off') ? { mfaPolicy } : {}),
    };
  }

  async function submit() {
    setFormError(null);
    const next = changes();
    if (!next) return;
    if (Object.keys(next).length === 0) {
      onHide();
      return;
    }
    setSaving(true);
    try {
      await onSubmit(next);
      onHide();
    } catch (failure) {
      const field = getErrorField(failure);
      const message = tenantErrorMessage(failure, 'update');
      if (getErrorStatus(failure) === 422 && (field === 'name' || field === 'quotaUnits')) setFieldErrors({ [field]: message });
      else setFormError(message);
    } finally {
      setSaving(false);
    }
  }

  const header = tenant ? t('form.editTitle', { name: tenant.name }) : t('form.createTitle');
  const action = editing ? { label: t('form.save'), icon: 'pi pi-check' } : { label: t('form.create'), icon: 'pi pi-plus' };
  return (
    <FormDialog header={header} width="34rem" submitLabel={action.label} submitIcon={action.icon} submitting={saving} error={formError} onSubmit={submit} onHide={onHide}>
      <FormField label={t('form.name')} error={fieldErrors.name}>
        {(control) => <InputText {...control} value={name} maxLength={120} autoFocus onChange={(event) => setName(event.target.value)} />}
      </FormField>
      {editing ? (
        <>
          <FormField label={t('form.quota')} hint={t('form.quotaHint')} error={fieldErrors.quotaUnits}>
            {(control) => <InputText {...control} value={quota} inputMode="numeric" onChange={(event) => setQuota(event.target.value)} />}
          </FormField>
          <FormField label={t('form.regime')} hint={t('form.regimeHint')}>
            {({ id, 'aria-describedby': describedBy }) => (
              <select id={id} className="p-inputtext p-component" value={regime} aria-describedby={describedBy} onChange={(event) => setRegime(event.target.value as Regime)}>
                {regime === '' ? <option value="">{t('regime.unknown')}</option> : null}
                <SelectOptions values={REGIMES} label={(option) => t(`regime.${option}`)} />
              </select>
            )}
          </FormField>
          <TenantDeadlineFields draft={deadlines} errors={deadlineErrors} onChange={(key, value) => setDeadlines((current) => ({ ...current, [key]: value }))} />
          <FormField label={t('form.mfaPolicy')} hint={t('form.mfaPolicyHint')}>
            {({ id, 'aria-describedby': describedBy }) => (
              <select id={id} className="p-inputtext p-component" value={mfaPolicy} aria-describedby={describedBy} onChange={(event) => setMfaPolicy(event.target.value as MfaPolicy)}>
                <SelectOptions values={MFA_POLICIES} label={(option) => t(`mfaPolicy.${option}`)} />
              </select>
            )}
          </FormField>
        </>
      ) : null}
    </FormDialog>
  );
}
