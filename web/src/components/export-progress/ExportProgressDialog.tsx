import { useTranslation } from 'react-i18next';
import { Dialog } from 'primereact/dialog';
import { Button } from 'primereact/button';
import { ProgressBar } from 'primereact/progressbar';
import { formatBytes } from '../../lib/format';
import { formatRemaining, type ExportProgressState } from './progress';
import './export-progress.css';

export interface ExportProgressDialogProps {
  state: ExportProgressState;
  onCancel: () => void;
  onClose: () => void;
}

/** Progress of a PDF or zip download (spec §4 export statuses); loaded when the first one starts. */
export default function ExportProgressDialog({ state, onCancel, onClose }: ExportProgressDialogProps) {
  const { t } = useTranslation('common');
  const active = state.status === 'preparing' || state.status === 'downloading';
  const statusText =
    state.status === 'preparing'
      ? t('exportDialog.preparing')
      : state.status === 'downloading'
        ? t('exportDialog.downloading')
        : state.status === 'completed'
          ? t('exportDialog.completed')
          : (state.error ?? '');

  const footer = active ? (
    <Button type="button" label={t('exportDialog.cancel')} icon="pi pi-times" severity="secondary" outlined onClick={onCancel} data-testid="export-cancel" />
  ) : (
    <Button type="button" label={t('exportDialog.close')} onClick={onClose} data-testid="export-close" />
  );

  return (
    <Dialog
      visible={state.status !== 'idle'}
      onHide={onClose}
      header={state.title ?? ''}
      footer={footer}
      modal
      style={{ width: 'min(30rem, 95vw)' }}
      data-testid="export-dialog"
      data-status={state.status}
    >
      <div className="export-dialog">
        <p
          className={`export-dialog__status export-dialog__status--${state.status}`}
          role={state.status === 'error' ? 'alert' : 'status'}
          data-testid="export-status"
        >
          {statusText}
        </p>
        {state.status === 'preparing' ? <ProgressBar mode="indeterminate" aria-label={t('exportDialog.progressLabel')} className="export-dialog__bar" /> : null}
        {state.status === 'downloading' ? (
          <>
            {state.total > 0 ? (
              <ProgressBar value={state.progress} aria-label={t('exportDialog.progressLabel')} className="export-dialog__bar" data-testid="export-progress" />
            ) : (
              <ProgressBar mode="indeterminate" aria-label={t('exportDialog.progressLabel')} className="export-dialog__bar" data-testid="export-progress" />
            )}
            <p className="export-dialog__meta">
              {state.total > 0
                ? t('exportDialog.bytes', { loaded: formatBytes(state.loaded), total: formatBytes(state.total) })
                : t('exportDialog.bytesUnknown', { loaded: formatBytes(state.loaded) })}
            </p>
            <p className="export-dialog__meta" data-testid="export-remaining">
              {t('exportDialog.remaining', { time: formatRemaining(state.remainingSeconds) })}
            </p>
          </>
        ) : null}
      </div>
    </Dialog>
  );
}
