/** Changes shared by the lists whose filters live in the URL (dashboard, artifacts, users, tenants). */

/** A new search text, or another page. */
export type ListChange = { type: 'search'; q: string } | { type: 'page'; page: number };

/** The search trimmed and cut to the server's limit; a new one goes back to page 1, the same one changes nothing. */
export function withSearch<Filters extends { q: string; page: number }>(filters: Filters, text: string, maxLength: number): Filters {
  const q = text.trim().slice(0, maxLength);
  return q === filters.q ? filters : { ...filters, q, page: 1 };
}

/** Another page (a whole number, at least 1), the filters kept. */
export function withPage<Filters extends { page: number }>(filters: Filters, page: number): Filters {
  return { ...filters, page: Math.max(1, Math.floor(page)) };
}

/** The list with the item added, or removed when it was there. */
export function toggled<Item>(items: readonly Item[], item: Item): Item[] {
  return items.includes(item) ? items.filter((other) => other !== item) : [...items, item];
}
