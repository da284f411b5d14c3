import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';

export interface FormActionsProps {
  submitLabel: string;
  /** A PrimeIcons class for the submit button ('pi pi-check'). */
  submitIcon: string;
  submitting: boolean;
  /** The submit label while the request runs; 'Processando...' by default. */
  submittingLabel?: string;
  /** Shows 'Cancelar' (disabled while submitting). */
  onCancel?: () => void;
}

/** The form's footer: 'Cancelar' and the primary action, which shows the request in flight. */
export function FormActions({ submitLabel, submitIcon, submitting, submittingLabel, onCancel }: FormActionsProps) {
  const { t } = useTranslation('common');
  return (
    <div className="form__actions">
      {onCancel ? <Button type="button" label={t('actions.cancel')} severity="secondary" outlined onClick={onCancel} disabled={submitting} /> : null}
      <Button type="submit" icon={submitIcon} label={submitting ? (submittingLabel ?? t('actions.processing')) : submitLabel} loading={submitting} />
    </div>
  );
}
