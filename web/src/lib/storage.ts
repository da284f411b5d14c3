/** Keys of everything the app keeps in the browser (spec §9 "Storage"). */
export const STORAGE_KEYS = {
  /** Selected tenant and project (localStorage). */
  workspace: 'workspace',
  /** Onboarding wizard state (localStorage). */
  onboarding: 'onboarding',
  /** Viewer or run token of token mode (sessionStorage). */
  viewerToken: 'viewerToken',
  /** A stored auth token, sent as bearer when nothing else is set (session or local storage). */
  authToken: 'authToken',
} as const;

type StorageKind = 'local' | 'session';

function area(kind: StorageKind): Storage | undefined {
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return undefined;
  }
}

export function readString(kind: StorageKind, key: string): string | null {
  try {
    return area(kind)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeString(kind: StorageKind, key: string, value: string | null): void {
  try {
    const store = area(kind);
    if (!store) return;
    if (value === null) store.removeItem(key);
    else store.setItem(key, value);
  } catch {
    // Storage full or disabled: the app keeps working without persistence.
  }
}

export function readJson<T>(kind: StorageKind, key: string): T | null {
  const raw = readString(kind, key);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

export function writeJson(kind: StorageKind, key: string, value: unknown): void {
  writeString(kind, key, value === null || value === undefined ? null : JSON.stringify(value));
}

/** Clears every local and session storage entry (CSRF failure, spec §8). */
export function clearAllStorage(): void {
  area('local')?.clear();
  area('session')?.clear();
}
