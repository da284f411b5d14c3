import { useTranslation } from 'react-i18next';
import { FormField } from '../../../components/form/FormField';
import { maxExpiryDate, TRIAGE_STATES, type TriageDraft } from './triageInput';

export interface TriageFieldsProps {
  draft: TriageDraft;
  onChange: (draft: TriageDraft) => void;
  maxDays: number;
  /** States the caller may not choose (accepted_risk of a severe finding without TENANT_ADMIN). */
  disabledStates?: ReadonlySet<string>;
}

/** State, reason and, for Risco aceito, the expiry: the triage form and the bulk bar share them. */
export function TriageFields({ draft, onChange, maxDays, disabledStates }: TriageFieldsProps) {
  const { t } = useTranslation('dashboard');
  const { t: td } = useTranslation('dashboard-on-demand');
  const needsReason = draft.state === 'FALSE_POSITIVE' || draft.state === 'ACCEPTED_RISK';
  return (
    <>
      <FormField label={td('triage.panel.stateLabel')}>
        {(control) => (
          <select
            id={control.id}
            aria-describedby={control['aria-describedby']}
            className="p-inputtext p-component"
            value={draft.state}
            data-testid="triage-state"
            onChange={(event) => onChange({ ...draft, state: event.target.value as TriageDraft['state'] })}
          >
            {TRIAGE_STATES.map((state) => (
              <option key={state} value={state} disabled={disabledStates?.has(state)}>
                {t(`triage.state.${state}`)}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField label={td('triage.panel.reasonLabel')} hint={needsReason ? td('triage.panel.reasonRequired') : undefined}>
        {(control) => (
          <textarea
            id={control.id}
            aria-describedby={control['aria-describedby']}
            className="p-inputtextarea p-inputtext p-component"
            rows={2}
            maxLength={2000}
            required={needsReason}
            value={draft.reason}
            data-testid="triage-reason"
            onChange={(event) => onChange({ ...draft, reason: event.target.value })}
          />
        )}
      </FormField>
      {draft.state === 'ACCEPTED_RISK' ? (
        <FormField label={td('triage.panel.expiryLabel')} hint={td('triage.panel.expiryHint', { count: maxDays })}>
          {(control) => (
            <input
              id={control.id}
              aria-describedby={control['aria-describedby']}
              type="date"
              className="p-inputtext p-component"
              required
              min={new Date().toISOString().slice(0, 10)}
              max={maxExpiryDate(maxDays)}
              value={draft.expiresOn}
              data-testid="triage-expiry"
              onChange={(event) => onChange({ ...draft, expiresOn: event.target.value })}
            />
          )}
        </FormField>
      ) : null}
    </>
  );
}
