import { useEffect, useRef, useState } from 'react';
import { insideHorizontalScroller, insideScrolledDown, pullDistance, PULL_TO_REFRESH_PX, type Point } from './recognize';

export interface PullState {
  /** How far the page is pulled down (px), 0 when not pulling. */
  distance: number;
  /** The pull went past 80 px: releasing refreshes. */
  armed: boolean;
  refreshing: boolean;
}

/** While mounted, the browser's own pull-to-refresh (a full reload) gives way to ours. */
const OWN_PULL_CLASS = 'has-pull-to-refresh';

/**
 * Pull-to-refresh on touch screens (spec §4): a one-finger pull down from the top of the page
 * beyond 80 px calls `onRefresh` on release. Touch events only, so mouse, wheel and trackpad
 * scrolling never trigger it; a pull inside a sideways or scrolled-down region does not either.
 */
export function usePullToRefresh(onRefresh: () => Promise<unknown>): PullState {
  const [distance, setDistance] = useState(0);
  const [refreshing, setRefreshing] = useState(false);
  const latest = useRef(onRefresh);
  useEffect(() => {
    latest.current = onRefresh;
  });
  const busy = useRef(false);

  useEffect(() => {
    const root = document.documentElement;
    root.classList.add(OWN_PULL_CLASS);
    let start: Point | null = null;
    let pulled = 0;
    const onStart = (event: TouchEvent) => {
      const touch = event.touches[0];
      const atTop = Math.max(window.scrollY, document.scrollingElement?.scrollTop ?? 0) <= 0;
      const eligible = event.touches.length === 1 && touch && atTop && !busy.current && !insideHorizontalScroller(event.target, null) && !insideScrolledDown(event.target);
      start = eligible ? { x: touch.clientX, y: touch.clientY } : null;
      pulled = 0;
    };
    const onMove = (event: TouchEvent) => {
      const touch = event.touches[0];
      if (!start || !touch) return;
      pulled = pullDistance(start, { x: touch.clientX, y: touch.clientY });
      setDistance(pulled);
    };
    const onCancel = () => {
      start = null;
      setDistance(0);
    };
    const onEnd = () => {
      if (!start) return;
      start = null;
      setDistance(0);
      if (pulled < PULL_TO_REFRESH_PX) return;
      busy.current = true;
      setRefreshing(true);
      void latest.current()
        .catch(() => undefined)
        .finally(() => {
          busy.current = false;
          setRefreshing(false);
        });
    };
    window.addEventListener('touchstart', onStart, { passive: true });
    window.addEventListener('touchmove', onMove, { passive: true });
    window.addEventListener('touchend', onEnd, { passive: true });
    window.addEventListener('touchcancel', onCancel, { passive: true });
    return () => {
      root.classList.remove(OWN_PULL_CLASS);
      window.removeEventListener('touchstart', onStart);
      window.removeEventListener('touchmove', onMove);
      window.removeEventListener('touchend', onEnd);
      window.removeEventListener('touchcancel', onCancel);
    };
  }, []);

  return { distance, armed: distance >= PULL_TO_REFRESH_PX, refreshing };
}
