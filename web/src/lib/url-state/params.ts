/** Helpers for `UrlStateCodec`s: every page writes and reads its params the same way. */

/** A copy of `params` with each value set, or removed when empty/null (defaults stay out of the URL). */
export function withParams(params: URLSearchParams, values: Record<string, string | null | undefined>): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [name, value] of Object.entries(values)) {
    if (value) next.set(name, value);
    else next.delete(name);
  }
  return next;
}

/** A 1-based page number from the URL: 1 when absent or not a whole number above 1. */
export function readPage(params: URLSearchParams, name = 'page'): number {
  const page = Number(params.get(name));
  return Number.isInteger(page) && page > 1 ? page : 1;
}

/** The page as written to the URL: nothing for page 1. */
export const pageParam = (page: number): string | null => (page > 1 ? String(page) : null);
