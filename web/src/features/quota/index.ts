export { QuotaIndicator, QuotaIndicatorUsageFragment } from './QuotaIndicator';
export { useQuotaToast } from './useQuotaToast';
export { quotaStatus, nextQuotaNotice, QUOTA_WARNING, QUOTA_CRITICAL } from './quotaStatus';
export type { QuotaStatus } from './quotaStatus';
