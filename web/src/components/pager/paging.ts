/** How many numbered page buttons the pager shows (PrimeReact's default). */
export const PAGE_LINKS = 5;

export function pageCount(total: number, pageSize: number): number {
  return total > 0 && pageSize > 0 ? Math.ceil(total / pageSize) : 0;
}

/**
 * The numbered pages around the current one (1-based), at most `size`, the current page kept in
 * the middle until the list reaches either end: PrimeReact's paginator rule.
 */
export function pageLinks(page: number, pages: number, size = PAGE_LINKS): number[] {
  const visible = Math.min(size, pages);
  const current = page - 1;
  let start = Math.max(0, Math.ceil(current - visible / 2));
  const end = Math.min(pages - 1, start + visible - 1);
  start = Math.max(0, start - (size - (end - start + 1)));
  const links: number[] = [];
  for (let index = start; index <= end; index += 1) links.push(index + 1);
  return links;
}

/** The range on screen, as in "51–100 de 120". */
export function pageRange(page: number, pageSize: number, total: number): { first: number; last: number } {
  const offset = (page - 1) * pageSize;
  return { first: Math.min(offset + 1, total), last: Math.min(offset + pageSize, total) };
}
