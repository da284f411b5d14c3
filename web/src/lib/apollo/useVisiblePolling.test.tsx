import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setVisibility } from '../../test/visibility';
import { ADMIN_POLL_MS, useVisiblePolling } from './useVisiblePolling';

afterEach(() => {
  setVisibility('visible');
});

describe('useVisiblePolling', () => {
  it('polls every 30 s by default while the tab is shown', () => {
    const { result } = renderHook(() => useVisiblePolling());
    expect(result.current).toBe(ADMIN_POLL_MS);
    expect(ADMIN_POLL_MS).toBe(30_000);
  });

  it('stops while the tab is hidden and resumes with the given interval when it is shown again', () => {
    const { result } = renderHook(() => useVisiblePolling(10_000));
    expect(result.current).toBe(10_000);
    act(() => setVisibility('hidden'));
    expect(result.current).toBe(0);
    act(() => setVisibility('visible'));
    expect(result.current).toBe(10_000);
  });

  it('starts paused when the page opens in a hidden tab', () => {
    setVisibility('hidden');
    const { result } = renderHook(() => useVisiblePolling());
    expect(result.current).toBe(0);
  });
});
