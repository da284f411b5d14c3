import { useCallback, useSyncExternalStore } from 'react';

export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (notify: () => void) => {
      if (typeof window === 'undefined' || !window.matchMedia) return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', notify);
      return () => list.removeEventListener('change', notify);
    },
    [query],
  );
  const getSnapshot = () => (typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(query).matches : true);
  return useSyncExternalStore(subscribe, getSnapshot, () => true);
}

/** Large screens: fixed sidebar and tenant selector in the top bar (spec §9: 1024 px). */
export const LARGE_SCREEN = '(min-width: 1024px)';
