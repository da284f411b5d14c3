import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { InputText } from 'primereact/inputtext';
import { FormField } from '../../../components/form/FormField';

export interface EmailFieldProps {
  label: ReactNode;
  hint?: ReactNode;
  /** The input's name: what the browser's autofill and the tests find it by. */
  name: string;
  value: string;
  onChange: (value: string) => void;
  /** The last submission failed: the field reads as invalid (the message is in the form's status). */
  invalid: boolean;
}

/** The sign-in forms' e-mail: required, the e-mail keyboard and autofill, the shared placeholder. */
export function EmailField({ label, hint, name, value, onChange, invalid }: EmailFieldProps) {
  const { t } = useTranslation('sign-in');
  return (
    <FormField label={label} hint={hint}>
      {(control) => (
        <InputText
          {...control}
          type="email"
          name={name}
          autoComplete="email"
          inputMode="email"
          required
          value={value}
          onChange={(event) => onChange(event.target.value)}
          placeholder={t('magicLink.emailPlaceholder')}
          aria-invalid={invalid || undefined}
        />
      )}
    </FormField>
  );
}
