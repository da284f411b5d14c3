import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useScanStatus } from './ScanStatusProvider';
import { stageLabel } from './scanStages';

/** Compact top-bar badge while a scan of the selected project runs. */
export function ScanBadge() {
  const { t } = useTranslation('scans');
  const { status } = useScanStatus();
  if (!status?.hasInProgress) return null;
  const stage = stageLabel(status.stage);
  return (
    <Link to="/dashboard" className="scan-badge" aria-label={t('badge.label', { stage, progress: status.progress })}>
      <i className="pi pi-spin pi-spinner" aria-hidden="true" />
      <span className="scan-badge__stage">{stage}</span>
      <span className="scan-badge__progress">{status.progress}%</span>
    </Link>
  );
}
