export { ScanStatusProvider, useScanStatus } from './ScanStatusProvider';
export type { ScanStatusContextValue } from './ScanStatusProvider';
export { ScanBadge } from './ScanBadge';
export { ScanProgressPanel } from './ScanProgressPanel';
export { stageLabel, formatEta, SCAN_POLL_MS } from './scanStages';
