import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { getFragmentData, type FragmentType } from '../../gql';
import { useToast } from '../../components/toast';
import { QuotaIndicatorUsageFragment } from './QuotaIndicator';
import { QUOTA_TOAST_LIFE, nextQuotaNotice, type QuotaNoticeState } from './quotaStatus';

/** Toast at 80 % and again at 95 % of the tenant's quota (titled "Cota esgotada" from 100 %); the action opens /admin's usage section. */
export function useQuotaToast(usageRef: FragmentType<typeof QuotaIndicatorUsageFragment> | null, onOpenDetails?: () => void): void {
  const { t } = useTranslation('quota');
  const { show } = useToast();
  const notice = useRef<QuotaNoticeState>('none');
  const usage = getFragmentData(QuotaIndicatorUsageFragment, usageRef);
  const percent = usage?.percent;

  useEffect(() => {
    if (typeof percent !== 'number') return;
    const next = nextQuotaNotice(notice.current, percent);
    notice.current = next.state;
    if (!next.notify) return;
    const rounded = Math.round(percent);
    show({
      severity: next.notify === 'critical' ? 'error' : 'warn',
      life: QUOTA_TOAST_LIFE,
      summary: next.notify === 'warning' ? t('toast.warningTitle') : rounded >= 100 ? t('toast.exhaustedTitle') : t('toast.criticalTitle'),
      detail: (
        <div className="quota-toast">
          <span>{t('toast.detail', { percent: rounded })}</span>
          {onOpenDetails ? <Button type="button" size="small" link label={t('toast.action')} onClick={onOpenDetails} /> : null}
        </div>
      ),
    });
  }, [percent, show, t, onOpenDetails]);
}
