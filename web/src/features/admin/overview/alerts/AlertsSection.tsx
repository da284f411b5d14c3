import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery } from '@apollo/client/react';
import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { PlainTable } from '../../../../components/PlainTable';
import { useToast } from '../../../../components/toast';
import { useVisiblePolling } from '../../../../lib/apollo';
import { failureMessage } from '../failure';
import { formatDate, formatNumber } from '../../../../lib/format';
import type { Severity } from '../../../../gql/graphql';
import { AdminAlertsQuery, AdminResolveAlertMutation } from '../api/alerts';
import { Section } from '../Section';
import { ResolveAlertDialog } from './ResolveAlertDialog';
import { lowerCode } from '../../../../lib/enumCodes';
import { ALERT_SEVERITIES } from './severities';

const COLUMNS = ['severity', 'alert', 'occurrences', 'lastSeen', 'state'] as const;

/** Alerts with include-resolved and severity filters, the open summary, and resolve with a reason. */
export function AlertsSection({ tenantId }: { tenantId: string | null }) {
  const { t } = useTranslation('admin-overview');
  const toast = useToast();
  const resolvedId = useId();
  const [includeResolved, setIncludeResolved] = useState(false);
  const [severities, setSeverities] = useState<Severity[]>([]);
  const [resolving, setResolving] = useState<{ id: string; title: string } | null>(null);
  const pollInterval = useVisiblePolling();
  const { data, error, loading } = useQuery(AdminAlertsQuery, {
    variables: { tenantId, includeResolved, severity: severities.length ? severities : null },
    pollInterval,
  });
  const [resolve, { loading: saving }] = useMutation(AdminResolveAlertMutation, { refetchQueries: [AdminAlertsQuery], awaitRefetchQueries: true });
  const list = data?.alerts ?? null;
  const summary = list?.alertsSummary;

  const toggle = (severity: Severity) =>
    setSeverities((current) => (current.includes(severity) ? current.filter((s) => s !== severity) : [...current, severity]));

  const submit = async (reason: string) => {
    if (!resolving) return;
    try {
      await resolve({ variables: { tenantId, alertId: resolving.id, reason } });
      toast.show({ severity: 'success', detail: t('alerts.resolved') });
      setResolving(null);
    } catch (failure) {
      toast.show({ severity: 'error', detail: t('alerts.resolveFailed', { message: failureMessage(failure) }) });
    }
  };

  const filters = (
    <div className="admin-filters">
      <div className="admin-toggle" role="group" aria-label={t('alerts.severityFilter')}>
        {ALERT_SEVERITIES.map((severity) => (
          <button
            key={severity}
            type="button"
            className={`p-button p-button-sm ${severities.includes(severity) ? '' : 'p-button-outlined'}`}
            aria-pressed={severities.includes(severity)}
            onClick={() => toggle(severity)}
          >
            {t(`severity.${severity}`)}
          </button>
        ))}
      </div>
      <div className="admin-check">
        <Checkbox inputId={resolvedId} checked={includeResolved} onChange={(event) => setIncludeResolved(Boolean(event.checked))} />
        <label htmlFor={resolvedId}>{t('alerts.includeResolved')}</label>
      </div>
    </div>
  );

  return (
    <Section title={t('alerts.title')} testId="admin-alerts" failed={Boolean(error)} actions={filters}>
      {summary ? (
        <p className="admin-alerts__summary" data-testid="admin-alerts-summary">
          {t('alerts.summary', {
            open: formatNumber(summary.open),
            critical: formatNumber(summary.critical),
            high: formatNumber(summary.high),
            medium: formatNumber(summary.medium),
            low: formatNumber(summary.low),
          })}
        </p>
      ) : null}
      {list && list.alerts.length === 0 ? <p className="admin-muted">{t('alerts.empty')}</p> : null}
      {list && list.alerts.length ? (
        <PlainTable className="admin-table" testId="admin-alerts-table" loading={loading && !data} caption={t('alerts.table')} columns={COLUMNS.map((column) => t(`alerts.${column}`))}>
          {list.alerts.map((alert) => (
            <tr key={alert.id} data-testid="admin-alert-row">
              <td>
                <span className={`admin-pill admin-pill--${lowerCode(alert.severity)}`}>{t(`severity.${alert.severity}`)}</span>
              </td>
              <td>
                <strong>{alert.title}</strong>
                <p className="admin-alert__message">{alert.message}</p>
              </td>
              <td>{formatNumber(alert.occurrences)}</td>
              <td>{formatDate(alert.lastSeenAt, true)}</td>
              <td>
                {alert.resolvedAt ? (
                  <span>{t('alerts.resolvedBy', { who: alert.resolvedBy ?? '', date: formatDate(alert.resolvedAt, true), reason: alert.resolvedReason ?? '' })}</span>
                ) : (
                  <Button
                    type="button"
                    size="small"
                    outlined
                    label={t('alerts.resolve')}
                    aria-label={t('alerts.resolveLabel', { title: alert.title })}
                    onClick={() => setResolving({ id: alert.id, title: alert.title })}
                  />
                )}
              </td>
            </tr>
          ))}
        </PlainTable>
      ) : null}
      <ResolveAlertDialog key={resolving?.id ?? 'none'} alert={resolving} saving={saving} onCancel={() => setResolving(null)} onResolve={(reason) => void submit(reason)} />
    </Section>
  );
}
