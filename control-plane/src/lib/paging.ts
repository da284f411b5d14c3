/** The rows of one page of a list: how many, after how many. */
export interface PageWindow {
  limit: number;
  offset: number;
}

/** The page a list request asks for (the first by default), its size, and the rows it covers. */
export function requestedPage(
  query: { page?: number; pageSize?: number },
  defaultPageSize: number,
): { page: number; pageSize: number; window: PageWindow } {
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? defaultPageSize;
  return { page, pageSize, window: { limit: pageSize, offset: (page - 1) * pageSize } };
}
