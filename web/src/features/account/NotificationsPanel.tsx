import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery } from '@apollo/client/react';
import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { graphql } from '../../gql';
import type { MinimumSeverity, NotificationDelivery, OutboundEvent } from '../../gql/graphql';
import { useToast } from '../../components/toast';
import { getServerMessage } from '../../lib/apollo';
import { EVENT_LABELS, EVENTS, MIN_SEVERITIES } from '../../lib/outboundEvents';

export const MyNotificationsQuery = graphql(`
  query MyNotifications($tenantId: UUID) {
    notificationPreferences(tenantId: $tenantId) {
      events
      minSeverity
      delivery
    }
  }
`);

const SaveMyNotificationsMutation = graphql(`
  mutation SaveMyNotifications($tenantId: UUID, $input: NotificationPreferencesInput!) {
    updateNotificationPreferences(tenantId: $tenantId, input: $input) {
      events
      minSeverity
      delivery
    }
  }
`);

const DELIVERIES: readonly NotificationDelivery[] = ['IMMEDIATE', 'DIGEST'];

type Preferences = { events: readonly OutboundEvent[]; minSeverity: MinimumSeverity; delivery: NotificationDelivery };

/** Configurações: the e-mails this user wants from the tenant, at once or in one daily digest. */
export default function NotificationsPanel({ tenantId }: { tenantId: string | null }) {
  const { t } = useTranslation('account');
  const titleId = useId();
  const { data } = useQuery(MyNotificationsQuery, { variables: { tenantId } });
  const saved = data?.notificationPreferences;
  return (
    <section className="settings-panel" aria-labelledby={titleId} data-testid="my-notifications">
      <h3 id={titleId} className="account-sessions__title">
        {t('notifications.title')}
      </h3>
      <p className="muted">{t('notifications.description')}</p>
      {/* The form starts from what is saved: a new answer (another tenant) starts it afresh. */}
      {saved ? <NotificationsForm key={`${tenantId}:${saved.events.join(',')}:${saved.minSeverity}:${saved.delivery}`} tenantId={tenantId} saved={saved} /> : null}
    </section>
  );
}

function NotificationsForm({ tenantId, saved }: { tenantId: string | null; saved: Preferences }) {
  const { t } = useTranslation('account');
  const toast = useToast();
  const ids = { base: useId(), severity: useId(), delivery: useId() };
  const [save, { loading }] = useMutation(SaveMyNotificationsMutation, { refetchQueries: [MyNotificationsQuery] });
  const [events, setEvents] = useState<OutboundEvent[]>([...saved.events]);
  const [minSeverity, setMinSeverity] = useState<MinimumSeverity>(saved.minSeverity);
  const [delivery, setDelivery] = useState<NotificationDelivery>(saved.delivery);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await save({ variables: { tenantId, input: { events, minSeverity, delivery } } });
      toast.show({ severity: 'success', detail: t('notifications.saved') });
    } catch (failure) {
      toast.show({ severity: 'error', detail: getServerMessage(failure) ?? t('notifications.failed') });
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} className="notifications-form">
      <fieldset className="notifications-form__events">
        <legend>{t('notifications.events')}</legend>
        {EVENTS.map((item) => (
          <div key={item} className="notifications-form__event">
            <Checkbox
              inputId={`${ids.base}-${item}`}
              checked={events.includes(item)}
              onChange={(e) => setEvents(e.checked ? [...events, item] : events.filter((x) => x !== item))}
            />
            <label htmlFor={`${ids.base}-${item}`}>{t(`notifications.event.${EVENT_LABELS[item]}`)}</label>
          </div>
        ))}
      </fieldset>
      <label htmlFor={ids.severity}>{t('notifications.minSeverity')}</label>
      <select id={ids.severity} className="p-inputtext p-component" value={minSeverity} onChange={(e) => setMinSeverity(e.target.value as MinimumSeverity)}>
        {MIN_SEVERITIES.map((severity) => (
          <option key={severity} value={severity}>
            {t(`notifications.severity.${severity}`)}
          </option>
        ))}
      </select>
      <label htmlFor={ids.delivery}>{t('notifications.delivery')}</label>
      <select id={ids.delivery} className="p-inputtext p-component" value={delivery} onChange={(e) => setDelivery(e.target.value as NotificationDelivery)}>
        {DELIVERIES.map((option) => (
          <option key={option} value={option}>
            {t(`notifications.deliveryOption.${option}`)}
          </option>
        ))}
      </select>
      <Button type="submit" label={t('notifications.save')} loading={loading} />
    </form>
  );
}
