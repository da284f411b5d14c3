import type { ScanStage } from '../../gql/graphql';
import { i18n } from '../../lib/i18n';
import { formatNumber } from '../../lib/format';

export const SCAN_POLL_MS = 10_000;

/** Portuguese stage name of spec §4. */
export function stageLabel(stage: ScanStage): string {
  return i18n.t(`scans:stages.${stage}`);
}

/** Remaining time in seconds or minutes, or "Calculando..." while unknown (spec §4). */
export function formatEta(etaSeconds: number | null | undefined): string {
  if (etaSeconds === null || etaSeconds === undefined || etaSeconds < 0) return i18n.t('scans:panel.etaUnknown');
  if (etaSeconds < 60) return i18n.t('scans:duration.seconds', { count: Math.max(1, Math.round(etaSeconds)) });
  return i18n.t('scans:duration.minutes', { count: Math.ceil(etaSeconds / 60), formatted: formatNumber(Math.ceil(etaSeconds / 60)) });
}
