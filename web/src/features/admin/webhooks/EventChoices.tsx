import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Checkbox } from 'primereact/checkbox';
import type { MinimumSeverity, OutboundEvent } from '../../../gql/graphql';
import { EVENT_LABELS, EVENTS, MIN_SEVERITIES } from '../../../lib/outboundEvents';

export interface EventChoicesProps {
  events: readonly OutboundEvent[];
  onEvents: (events: OutboundEvent[]) => void;
  minSeverity: MinimumSeverity;
  onMinSeverity: (severity: MinimumSeverity) => void;
}

/** The events to send and the minimum severity of findings (shared by the webhook form). */
export function EventChoices({ events, onEvents, minSeverity, onMinSeverity }: EventChoicesProps) {
  const { t } = useTranslation('admin-webhooks');
  const ids = { severity: useId(), hint: useId(), base: useId() };
  const toggle = (event: OutboundEvent, checked: boolean) => onEvents(checked ? [...events, event] : events.filter((e) => e !== event));
  return (
    <>
      <fieldset className="webhooks-events">
        <legend className="admin-field__label">{t('events.legend')}</legend>
        {EVENTS.map((event) => {
          const id = `${ids.base}-${event}`;
          return (
            <div key={event} className="webhooks-events__item">
              <Checkbox inputId={id} checked={events.includes(event)} onChange={(e) => toggle(event, Boolean(e.checked))} />
              <label htmlFor={id}>{t(`events.${EVENT_LABELS[event]}`)}</label>
            </div>
          );
        })}
      </fieldset>
      <div className="admin-field">
        <label htmlFor={ids.severity} className="admin-field__label">
          {t('severity.label')}
        </label>
        <select
          id={ids.severity}
          className="p-inputtext p-component"
          value={minSeverity}
          aria-describedby={ids.hint}
          onChange={(e) => onMinSeverity(e.target.value as MinimumSeverity)}
        >
          {MIN_SEVERITIES.map((severity) => (
            <option key={severity} value={severity}>
              {t(`severity.${severity}`)}
            </option>
          ))}
        </select>
        <small id={ids.hint} className="admin-muted">
          {t('severity.hint')}
        </small>
      </div>
    </>
  );
}
