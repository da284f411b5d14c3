import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { ProgressBar } from 'primereact/progressbar';
import { formatDate, formatNumber } from '../../lib/format';
import { useScanStatus } from './ScanStatusProvider';
import { formatEta, stageLabel } from './scanStages';

/** Loaded only for a scan that skipped files: the panel is on every dashboard load, skipped files are rare. */
const SkippedFilesNotice = lazy(() => import('./SkippedFilesNotice').then((module) => ({ default: module.SkippedFilesNotice })));

/** The selected project's running scan (stage, progress, ETA, resume) or a line about the last one. */
export function ScanProgressPanel() {
  const { t } = useTranslation('scans');
  const { status, error, streamFailed, resume, resuming } = useScanStatus();
  const failure = error ? (
    <p className="scan-panel scan-panel__error" role="alert">
      {error}
    </p>
  ) : null;
  // Until the first status arrives, a hidden panel of a finished scan's height holds its place, so
  // the page below does not jump when it lands (Lighthouse's layout shift on /dashboard, issue 30).
  if (!status && !error) {
    return (
      <section className="scan-panel scan-panel--pending" aria-hidden="true" data-testid="scan-panel-pending">
        <h2 className="scan-panel__title">{t('panel.lastTitle')}</h2>
        <p className="scan-panel__stage">&nbsp;</p>
        <p className="scan-panel__meta">&nbsp;</p>
      </section>
    );
  }
  if (!status?.scanId) return failure;
  const running = status.hasInProgress;
  return (
    <>
      {failure}
      <section className={`scan-panel${running ? ' scan-panel--running' : ''}`} aria-labelledby="scan-panel-title" aria-live="polite">
        <h2 id="scan-panel-title" className="scan-panel__title">{running ? t('panel.title') : t('panel.lastTitle')}</h2>
        <p className="scan-panel__stage" data-stage={status.stage}>
          {stageLabel(status.stage)}
        </p>
        {running ? (
          <>
            <ProgressBar value={status.progress} aria-label={t('panel.progressLabel')} />
            <p className="scan-panel__meta">
              {t('panel.eta', { time: formatEta(status.etaSeconds) })}
              {status.filesTotal ? ` · ${t('panel.files', { done: formatNumber(status.filesScanned ?? 0), total: formatNumber(status.filesTotal) })}` : ''}
            </p>
          </>
        ) : (
          <p className="scan-panel__meta">
            {status.finishedAt ? t('panel.finishedAt', { date: formatDate(status.finishedAt, true) }) : ''}
            {status.findingsCount !== null && status.findingsCount !== undefined ? ` · ${t('panel.findings', { formatted: formatNumber(status.findingsCount) })}` : ''}
          </p>
        )}
        {status.filesSkippedCount > 0 ? (
          // The notice's count line holds its place while its code loads: no shift when it appears.
          <Suspense
            fallback={
              <div className="scan-panel__skipped">
                <p>{t('skipped.count', { formatted: formatNumber(status.filesSkippedCount) })}</p>
              </div>
            }
          >
            <SkippedFilesNotice status={status} />
          </Suspense>
        ) : null}
        {status.stage === 'FAILED' && status.error ? <p className="scan-panel__error">{t('panel.failed', { reason: status.error })}</p> : null}
        {streamFailed && running ? <p className="scan-panel__note">{`${t('toast.streamFailed')}. ${t('panel.polling')}`}</p> : null}
        {status.canResume ? (
          <div className="scan-panel__resume">
            <p>{t('panel.resumable')}</p>
            <Button type="button" icon="pi pi-replay" label={t('panel.resume')} loading={resuming} onClick={() => void resume()} />
          </div>
        ) : null}
      </section>
    </>
  );
}
