import { useTranslation } from 'react-i18next';
import { ProgressBar } from 'primereact/progressbar';
import { graphql, getFragmentData, type FragmentType } from '../../gql';
import { formatNumber } from '../../lib/format';
import { quotaStatus } from './quotaStatus';

export const QuotaIndicatorUsageFragment = graphql(`
  fragment QuotaIndicator_usage on UsageSummary {
    used
    limit
    percent
    warnings
  }
`);

/** Compact quota indicator of the top bar: the tenant's units against the tenant's quota; ok, warning from 80 %, critical from 95 %, over 100 % shown as such. */
export function QuotaIndicator({ usage: usageRef }: { usage: FragmentType<typeof QuotaIndicatorUsageFragment> | null }) {
  const { t } = useTranslation('quota');
  const usage = getFragmentData(QuotaIndicatorUsageFragment, usageRef);
  if (!usage) return null;
  const percent = Math.max(0, Math.round(usage.percent));
  const status = quotaStatus(usage.percent);
  const warnings = usage.warnings.filter((warning): warning is string => typeof warning === 'string' && warning.length > 0);
  const details = [t('details', { used: formatNumber(usage.used), limit: formatNumber(usage.limit), percent }), ...warnings].join(' · ');
  return (
    <div className={`quota quota--${status}`} title={details}>
      <i className={status === 'ok' ? 'pi pi-chart-pie' : 'pi pi-exclamation-triangle'} aria-hidden="true" />
      <span className="quota__text">{t('short', { percent })}</span>
      <ProgressBar
        value={Math.min(percent, 100)}
        showValue={false}
        className="quota__bar"
        aria-label={t('barLabel')}
        aria-valuetext={details}
      />
      {warnings.length > 0 ? (
        <ul className="quota__warnings" aria-label={t('warningsLabel')}>
          {warnings.map((warning) => (
            <li key={warning}>{warning}</li>
          ))}
        </ul>
      ) : null}
      <span className="visually-hidden" aria-live="polite">
        {/* Spec §4: announced on warning and critical; over the quota said as such. */}
        {percent >= 100 ? t('announce.exhausted', { percent }) : status === 'critical' ? t('announce.critical', { percent }) : status === 'warning' ? t('announce.warning', { percent }) : ''}
      </span>
    </div>
  );
}
