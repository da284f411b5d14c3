import { useTranslation } from 'react-i18next';
import { InputText } from 'primereact/inputtext';
import { FormField } from '../../../components/form/FormField';

/** The deadline settings a TENANT_ADMIN edits: the SLA per severity and the cap on accepted risks, in days. */
export const DEADLINE_KEYS = ['critical', 'high', 'medium', 'low', 'riskAcceptanceMaxDays'] as const;
export type DeadlineKey = (typeof DEADLINE_KEYS)[number];
export type DeadlineDraft = Record<DeadlineKey, string>;
export type DeadlineErrors = Partial<Record<DeadlineKey, string>>;

/** Whole days from 1 to 3650 (the server's range), or null. */
export function parseDays(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,4}$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return value >= 1 && value <= 3650 ? value : null;
}

export interface TenantDeadlineFieldsProps {
  draft: DeadlineDraft;
  errors: DeadlineErrors;
  onChange: (key: DeadlineKey, value: string) => void;
}

/** "Prazos de correção (SLA)": days per severity and the longest risk acceptance, in the tenant's edit form. */
export function TenantDeadlineFields({ draft, errors, onChange }: TenantDeadlineFieldsProps) {
  const { t } = useTranslation('admin-tenants');
  return (
    <fieldset className="tenant-deadlines" data-testid="tenant-deadlines">
      <legend>{t('form.deadlines.title')}</legend>
      <p className="field__hint">{t('form.deadlines.hint')}</p>
      {DEADLINE_KEYS.map((key) => (
        <FormField key={key} label={t(`form.deadlines.${key}`)} error={errors[key]}>
          {(control) => <InputText {...control} value={draft[key]} inputMode="numeric" maxLength={4} onChange={(event) => onChange(key, event.target.value)} />}
        </FormField>
      ))}
    </fieldset>
  );
}
