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

/** What the form sends: the name on create; only the changed fields on edit. */
export interface TenantChanges {
  name?: string;
  quotaUnits?: number;
  bacenRegime?: Regime;
  mfaPolicy?: MfaPolicy;
}

type Field = 'name' | 'quotaUnits';

export interface TenantFormDialogProps {
  /** null: create a tenant; a tenant: edit it. */
  tenant: TenantRow | null;
  onHide: () => void;
  /** Sends the changes; a rejection keeps the dialog open with the error. */
  onSubmit: (changes: TenantChanges) => Promise<void>;
}

/** Create (name) or edit (name, monthly quota in units, Banco Central regime, second-factor policy) a tenant. */
export function TenantFormDialog({ tenant, onHide, onSubmit }: TenantFormDialogProps) {
  const { t } = useTranslation('admin-tenants');
  const editing = tenant !== null;
  const [name, setName] = useState(tenant?.name ?? '');
  const [quota, setQuota] = useState(tenant?.quotaUnits === null || tenant?.quotaUnits === undefined ? '' : formatNumber(tenant.quotaUnits));
  const [regime, setRegime] = useState<Regime | ''>(tenant?.bacenRegime ?? '');
  const [mfaPolicy, setMfaPolicy] = useState<MfaPolicy>(tenant?.mfaPolicy ?? 'OFF');
  const { fieldErrors, setFieldErrors, showFieldErrors } = useFieldErrors<Field>();
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  function changes(): TenantChanges | null {
    const errors: Partial<Record<Field, string>> = {};
    const trimmed = name.trim();
    if (trimmed.length < 2 || trimmed.length > 120) errors.name = t('form.errors.nameLength');
    const units = quota.trim() === '' ? null : parseQuota(quota);
    if (editing && quota.trim() !== '' && units === null) errors.quotaUnits = t('form.errors.quota');
    if (showFieldErrors(errors)) return null;
    if (!tenant) return { name: trimmed };
    return {
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
