import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

/** How a piece of page state lives in the query string; keep it at module level (stable identity). */
export interface UrlStateCodec<T> {
  /** Reads the state, falling back to defaults for absent or invalid values. */
  parse: (params: URLSearchParams) => T;
  /** Writes the state into a copy of the params, leaving the others alone and defaults out. */
  write: (params: URLSearchParams, state: T) => URLSearchParams;
}

/**
 * The one way page state lives in the URL (shareable, survives reload): the state parsed from the
 * query string and a `change` that applies a change to the current URL's state and writes it back
 * with `replace` (no history entry per keystroke or click).
 */
export function useUrlState<T, C>(codec: UrlStateCodec<T>, apply: (state: T, change: C) => T): [T, (change: C) => void] {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => codec.parse(params), [codec, params]);
  const change = useCallback(
    (next: C) => setParams((current) => codec.write(current, apply(codec.parse(current), next)), { replace: true }),
    [codec, apply, setParams],
  );
  return [state, change];
}
