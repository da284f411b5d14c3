/** Quota status from the percent used (spec §4): ok below 80, warning from 80, critical from 95. */
export type QuotaStatus = 'ok' | 'warning' | 'critical';

export const QUOTA_WARNING = 80;
export const QUOTA_CRITICAL = 95;
/** Quota toast duration (spec §9). */
export const QUOTA_TOAST_LIFE = 8000;

export function quotaStatus(percent: number | null | undefined): QuotaStatus {
  const value = typeof percent === 'number' && Number.isFinite(percent) ? percent : 0;
  if (value >= QUOTA_CRITICAL) return 'critical';
  if (value >= QUOTA_WARNING) return 'warning';
  return 'ok';
}

export type QuotaNoticeState = 'none' | 'warning' | 'critical';

/**
 * Quota toast rule: one toast at 80 %, another at 95 %; it resets when usage drops below 80 %.
 */
export function nextQuotaNotice(previous: QuotaNoticeState, percent: number): { state: QuotaNoticeState; notify: QuotaStatus | null } {
  const status = quotaStatus(percent);
  if (status === 'ok') return { state: 'none', notify: null };
  if (status === 'critical') return previous === 'critical' ? { state: 'critical', notify: null } : { state: 'critical', notify: 'critical' };
  return previous === 'none' ? { state: 'warning', notify: 'warning' } : { state: previous, notify: null };
}
