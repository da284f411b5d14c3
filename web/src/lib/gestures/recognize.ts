/** Gesture thresholds of spec §4/§9. */
export const PULL_TO_REFRESH_PX = 80;
export const SWIPE_PX = 50;
/** The indicator stops following the finger here. */
export const PULL_MAX_PX = 120;

export interface Point {
  x: number;
  y: number;
}

/**
 * A finished touch as a paging swipe: beyond 50 px sideways and more sideways than up or down
 * (a vertical scroll that drifts is not a swipe). Left is next, right is previous.
 */
export function recognizeSwipe(start: Point, end: Point, threshold = SWIPE_PX): 'next' | 'previous' | null {
  const dx = end.x - start.x;
  const dy = end.y - start.y;
  if (Math.abs(dx) <= threshold || Math.abs(dx) <= Math.abs(dy)) return null;
  return dx < 0 ? 'next' : 'previous';
}

/** How far a pull from the top of the page has gone: down and mostly down, else 0. */
export function pullDistance(start: Point, current: Point): number {
  const dy = current.y - start.y;
  const dx = current.x - start.x;
  if (dy <= 0 || Math.abs(dx) > dy) return 0;
  return Math.min(dy, PULL_MAX_PX);
}

export function isScrollable(overflow: string): boolean {
  return overflow === 'auto' || overflow === 'scroll' || overflow === 'overlay';
}

/**
 * The touch began inside a region that scrolls sideways (a wide table, a code block): that region
 * owns horizontal moves, so no swipe. Walks from the touched element up to `boundary` included.
 */
export function insideHorizontalScroller(target: EventTarget | null, boundary: Element | null): boolean {
  for (let node = target instanceof Element ? target : null; node; node = node.parentElement) {
    if (node.scrollWidth > node.clientWidth + 1 && isScrollable(getComputedStyle(node).overflowX)) return true;
    if (node === boundary) break;
  }
  return false;
}

/** The touch began inside something scrolled down: a pull there scrolls it back, not refreshes. */
export function insideScrolledDown(target: EventTarget | null): boolean {
  for (let node = target instanceof Element ? target : null; node; node = node.parentElement) {
    if (node.scrollTop > 0 && isScrollable(getComputedStyle(node).overflowY)) return true;
  }
  return false;
}
