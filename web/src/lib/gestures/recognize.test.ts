import { afterEach, describe, expect, it } from 'vitest';
import { insideHorizontalScroller, pullDistance, recognizeSwipe } from './recognize';

const at = (x: number, y: number) => ({ x, y });

afterEach(() => {
  document.body.innerHTML = '';
});

describe('gesture recognition', () => {
  it('a swipe needs more than 50 px sideways, more sideways than vertical; left is next', () => {
    expect(recognizeSwipe(at(300, 100), at(249, 110))).toBe('next');
    expect(recognizeSwipe(at(100, 100), at(151, 90))).toBe('previous');
    expect(recognizeSwipe(at(300, 100), at(250, 100))).toBeNull();
    // A vertical scroll that drifts sideways is not a swipe.
    expect(recognizeSwipe(at(300, 100), at(220, 300))).toBeNull();
  });

  it('a pull counts only downward, mostly downward moves, capped for the indicator', () => {
    expect(pullDistance(at(100, 10), at(110, 90))).toBe(80);
    expect(pullDistance(at(100, 10), at(100, 5))).toBe(0);
    expect(pullDistance(at(100, 10), at(200, 50))).toBe(0);
    expect(pullDistance(at(100, 10), at(100, 400))).toBe(120);
  });

  it('knows when a touch starts inside a region that scrolls sideways', () => {
    document.body.innerHTML = '<div id="area"><div id="wide" style="overflow-x: auto"><span id="cell">x</span></div><p id="plain">y</p></div>';
    const wide = document.getElementById('wide')!;
    Object.defineProperty(wide, 'scrollWidth', { value: 900 });
    Object.defineProperty(wide, 'clientWidth', { value: 390 });
    const area = document.getElementById('area');
    expect(insideHorizontalScroller(document.getElementById('cell'), area)).toBe(true);
    expect(insideHorizontalScroller(document.getElementById('plain'), area)).toBe(false);
    // Wide content that does not scroll (overflow visible) does not own the gesture.
    wide.style.overflowX = 'visible';
    expect(insideHorizontalScroller(document.getElementById('cell'), area)).toBe(false);
  });
});
