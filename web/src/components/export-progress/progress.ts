import { i18n } from '../../lib/i18n';
import { formatNumber } from '../../lib/format';

/** Export progress of spec §3/§4: every PDF and zip the app downloads goes through it. */
export type ExportStatus = 'idle' | 'preparing' | 'downloading' | 'completed' | 'error' | 'cancelled';

export interface ExportProgressState {
  /** The dialog's title ("Exportando relatório PDF"), given by who started the download. */
  title: string | null;
  status: ExportStatus;
  /** 0-100; 0 while the total is unknown. */
  progress: number;
  loaded: number;
  /** 0 when unknown: the bar is indeterminate. */
  total: number;
  startedAt: number | null;
  /** When the body started, the basis of the remaining-time estimate. */
  downloadStartedAt: number | null;
  remainingSeconds: number | null;
  error: string | null;
}

export const initialExportState: ExportProgressState = {
  title: null,
  status: 'idle',
  progress: 0,
  loaded: 0,
  total: 0,
  startedAt: null,
  downloadStartedAt: null,
  remainingSeconds: null,
  error: null,
};

export type ExportAction =
  | { type: 'start'; title: string; at: number }
  | { type: 'response'; total: number; at: number }
  | { type: 'progress'; loaded: number; total: number; at: number }
  | { type: 'complete' }
  | { type: 'fail'; message: string }
  | { type: 'cancel'; message: string }
  | { type: 'close' };

/** How long the rest takes at the average rate so far; null while it cannot be told. */
export function estimateRemainingSeconds(loaded: number, total: number, since: number | null, now: number): number | null {
  if (since === null || total <= 0 || loaded <= 0 || loaded >= total) return loaded >= total && total > 0 ? 0 : null;
  const elapsedMs = now - since;
  if (elapsedMs < 500) return null;
  const rate = loaded / elapsedMs;
  return Math.ceil((total - loaded) / rate / 1000);
}

/** Remaining time in seconds or minutes, or "Calculando..." while unknown (spec §4). */
export function formatRemaining(seconds: number | null): string {
  if (seconds === null) return i18n.t('common:exportDialog.calculating');
  if (seconds < 60) return i18n.t('common:exportDialog.seconds', { count: Math.max(1, seconds) });
  const minutes = Math.ceil(seconds / 60);
  return i18n.t('common:exportDialog.minutes', { count: minutes, formatted: formatNumber(minutes) });
}

export function exportReducer(state: ExportProgressState, action: ExportAction): ExportProgressState {
  switch (action.type) {
    case 'start':
      return { ...initialExportState, title: action.title, status: 'preparing', startedAt: action.at };
    case 'response':
      if (state.status !== 'preparing') return state;
      return { ...state, status: 'downloading', total: action.total, downloadStartedAt: action.at };
    case 'progress': {
      if (state.status !== 'downloading' && state.status !== 'preparing') return state;
      const since = state.downloadStartedAt ?? state.startedAt;
      return {
        ...state,
        status: 'downloading',
        loaded: action.loaded,
        total: action.total,
        progress: action.total > 0 ? Math.min(100, Math.round((action.loaded / action.total) * 100)) : 0,
        remainingSeconds: estimateRemainingSeconds(action.loaded, action.total, since, action.at),
      };
    }
    case 'complete':
      return { ...state, status: 'completed', progress: 100, remainingSeconds: 0, error: null };
    case 'fail':
      return { ...state, status: 'error', error: action.message };
    case 'cancel':
      return { ...state, status: 'cancelled', error: action.message };
    case 'close':
      return initialExportState;
  }
}
