import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from 'primereact/dialog';
import { InputText } from 'primereact/inputtext';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { formatNumber } from '../../../lib/format';
import { getErrorField, getErrorStatus } from '../../../lib/apollo';
import { tenantErrorMessage } from './tenantErrors';
import { parseQuota } from './tenantsFilters';
import { REGIMES, type Regime, type TenantRow } from './tenantFragment';

/** What the form sends: the name on create; only the changed fields on edit. */
export interface TenantChanges {
  name?: string;
  quotaUnits?: number;
  bacenRegime?: Regime;
}

type Field = 'name' | 'quotaUnits';

export interface TenantFormDialogProps {
  /** null: create a tenant; a tenant: edit it. */
  tenant: TenantRow | null;
  onHide: () => void;
  /** Sends the changes; a rejection keeps the dialog open with the error. */
  onSubmit: (changes: TenantChanges) => Promise<void>;
}

/** Create (name) or edit (name, monthly quota in units, Banco Central regime) a tenant. */
export function TenantFormDialog({ tenant, onHide, onSubmit }: TenantFormDialogProps) {
  const { t } = useTranslation('admin-tenants');
  const { t: tc } = useTranslation('common');
  const id = useId();
  const editing = tenant !== null;
  const [name, setName] = useState(tenant?.name ?? '');
  const [quota, setQuota] = useState(tenant?.quotaUnits === null || tenant?.quotaUnits === undefined ? '' : formatNumber(tenant.quotaUnits));
  const [regime, setRegime] = useState<Regime | ''>(tenant?.bacenRegime ?? '');
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  function changes(): TenantChanges | null {
    const errors: Partial<Record<Field, string>> = {};
    const trimmed = name.trim();
    if (trimmed.length < 2 || trimmed.length > 120) errors.name = t('form.errors.nameLength');
    const units = quota.trim() === '' ? null : parseQuota(quota);
    if (editing && quota.trim() !== '' && units === null) errors.quotaUnits = t('form.errors.quota');
    setFieldErrors(errors);
    if (Object.keys(errors).length > 0) return null;
    if (!tenant) return { name: trimmed };
    return {
      ...(trimmed !== tenant.name ? { name: trimmed } : {}),
      ...(units !== null && units !== tenant.quotaUnits ? { quotaUnits: units } : {}),
      ...(regime && regime !== tenant.bacenRegime ? { bacenRegime: regime } : {}),
    };
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
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

  const describedBy = (field: Field, hint?: string) => [fieldErrors[field] ? `${id}-${field}-error` : null, hint].filter(Boolean).join(' ') || undefined;
  const fieldError = (field: Field) =>
    fieldErrors[field] ? (
      <small id={`${id}-${field}-error`} className="field__error">
        {fieldErrors[field]}
      </small>
    ) : null;

  return (
    <Dialog
      visible
      onHide={() => (saving ? undefined : onHide())}
      header={tenant ? t('form.editTitle', { name: tenant.name }) : t('form.createTitle')}
      modal
      closable={!saving}
      style={{ width: 'min(34rem, 95vw)' }}
    >
      <form className="form" onSubmit={(event) => void submit(event)} noValidate>
        <div className="field">
          <label htmlFor={`${id}-name`}>{t('form.name')}</label>
          <InputText
            id={`${id}-name`}
            value={name}
            maxLength={120}
            autoFocus
            invalid={Boolean(fieldErrors.name)}
            aria-invalid={fieldErrors.name ? true : undefined}
            aria-describedby={describedBy('name')}
            onChange={(event) => setName(event.target.value)}
          />
          {fieldError('name')}
        </div>
        {editing ? (
          <>
            <div className="field">
              <label htmlFor={`${id}-quota`}>{t('form.quota')}</label>
              <InputText
                id={`${id}-quota`}
                value={quota}
                inputMode="numeric"
                invalid={Boolean(fieldErrors.quotaUnits)}
                aria-invalid={fieldErrors.quotaUnits ? true : undefined}
                aria-describedby={describedBy('quotaUnits', `${id}-quota-hint`)}
                onChange={(event) => setQuota(event.target.value)}
              />
              <small id={`${id}-quota-hint`} className="field__hint">
                {t('form.quotaHint')}
              </small>
              {fieldError('quotaUnits')}
            </div>
            <div className="field">
              <label htmlFor={`${id}-regime`}>{t('form.regime')}</label>
              <select
                id={`${id}-regime`}
                className="p-inputtext p-component"
                value={regime}
                aria-describedby={`${id}-regime-hint`}
                onChange={(event) => setRegime(event.target.value as Regime)}
              >
                {regime === '' ? <option value="">{t('regime.unknown')}</option> : null}
                {REGIMES.map((option) => (
                  <option key={option} value={option}>
                    {t(`regime.${option}`)}
                  </option>
                ))}
              </select>
              <small id={`${id}-regime-hint`} className="field__hint">
                {t('form.regimeHint')}
              </small>
            </div>
          </>
        ) : null}
        <div aria-live="polite">{formError ? <Message severity="error" text={formError} className="form__message" /> : null}</div>
        <div className="form__actions">
          <Button type="button" label={tc('actions.cancel')} severity="secondary" outlined onClick={onHide} disabled={saving} />
          <Button type="submit" label={saving ? tc('actions.processing') : editing ? t('form.save') : t('form.create')} icon={editing ? 'pi pi-check' : 'pi pi-plus'} loading={saving} />
        </div>
      </form>
    </Dialog>
  );
}
