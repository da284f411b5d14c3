import { useTranslation } from 'react-i18next';
import { PULL_TO_REFRESH_PX } from '../lib/gestures/recognize';
import { usePullToRefresh } from '../lib/gestures/usePullToRefresh';
import './pull-to-refresh.css';

/**
 * The pull-to-refresh of touch screens (spec §4) and its indicator: it follows the finger, says
 * when releasing will refresh, and spins while `onRefresh` runs. The refresh buttons of the pages
 * stay the keyboard and mouse way to do the same.
 */
export function PullToRefresh({ onRefresh }: { onRefresh: () => Promise<unknown> }) {
  const { t } = useTranslation('common');
  const { distance, armed, refreshing } = usePullToRefresh(onRefresh);
  const active = refreshing || distance > 0;
  const text = refreshing ? t('gestures.refreshing') : armed ? t('gestures.release') : t('gestures.pull');
  const offset = refreshing ? PULL_TO_REFRESH_PX / 2 : distance / 2;
  return (
    <div className="pull-to-refresh" role="status" aria-live="polite" data-testid="pull-to-refresh">
      {active ? (
        <div className="pull-to-refresh__indicator" style={{ transform: `translate(-50%, ${offset}px)` }} data-armed={armed || refreshing}>
          <i className={`pi ${refreshing ? 'pi-spin pi-spinner' : 'pi-arrow-down'}`} aria-hidden="true" style={refreshing ? undefined : { transform: `rotate(${Math.min(distance / PULL_TO_REFRESH_PX, 1) * 180}deg)` }} />
          <span>{text}</span>
        </div>
      ) : null}
    </div>
  );
}
