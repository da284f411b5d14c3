import { useSyncExternalStore } from 'react';

/** Admin queries poll every 30 s (spec §9). */
export const ADMIN_POLL_MS = 30_000;

function subscribe(onChange: () => void): () => void {
  document.addEventListener('visibilitychange', onChange);
  return () => document.removeEventListener('visibilitychange', onChange);
}

const isVisible = () => document.visibilityState !== 'hidden';

/**
 * A `pollInterval` for useQuery that is `intervalMs` while the tab is shown and 0 (no polling)
 * while it is hidden: a background tab does not keep asking the server.
 */
export function useVisiblePolling(intervalMs: number = ADMIN_POLL_MS): number {
  const visible = useSyncExternalStore(subscribe, isVisible, () => true);
  return visible ? intervalMs : 0;
}
