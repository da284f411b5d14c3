export { PULL_TO_REFRESH_PX, SWIPE_PX, insideHorizontalScroller, pullDistance, recognizeSwipe } from './recognize';
export { useSwipe, type SwipeHandlers } from './useSwipe';
export { usePullToRefresh, type PullState } from './usePullToRefresh';
