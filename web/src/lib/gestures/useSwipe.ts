import { useEffect, useRef, type RefObject } from 'react';
import { insideHorizontalScroller, recognizeSwipe, type Point } from './recognize';

export interface SwipeHandlers {
  onNext: () => void;
  onPrevious: () => void;
}

/**
 * Horizontal swipes on `area` (touch screens only: touch events never come from a mouse or a
 * wheel). One finger, beyond 50 px, not started inside a region that scrolls sideways.
 */
export function useSwipe(area: RefObject<HTMLElement | null>, handlers: SwipeHandlers): void {
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });

  useEffect(() => {
    const element = area.current;
    if (!element) return undefined;
    let start: Point | null = null;
    const onStart = (event: TouchEvent) => {
      const touch = event.touches[0];
      start = event.touches.length === 1 && touch && !insideHorizontalScroller(event.target, element) ? { x: touch.clientX, y: touch.clientY } : null;
    };
    const onEnd = (event: TouchEvent) => {
      const touch = event.changedTouches[0];
      if (!start || !touch) return;
      const swipe = recognizeSwipe(start, { x: touch.clientX, y: touch.clientY });
      start = null;
      if (swipe === 'next') latest.current.onNext();
      else if (swipe === 'previous') latest.current.onPrevious();
    };
    const onCancel = () => {
      start = null;
    };
    element.addEventListener('touchstart', onStart, { passive: true });
    element.addEventListener('touchend', onEnd, { passive: true });
    element.addEventListener('touchcancel', onCancel, { passive: true });
    return () => {
      element.removeEventListener('touchstart', onStart);
      element.removeEventListener('touchend', onEnd);
      element.removeEventListener('touchcancel', onCancel);
    };
  }, [area]);
}
