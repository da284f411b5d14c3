/** Largest page the search endpoint answers (its pageSize maximum). */
export const EXPORT_PAGE_SIZE = 500;
/** A safety stop: 400 pages of 500 = 200 000 findings. */
const MAX_PAGES = 400;

export interface ExportPage<T> {
  scanId: string;
  scanFinishedAt: string | null;
  findings: ReadonlyArray<T | null>;
}

export class ScanChangedError extends Error {
  constructor() {
    super('scan changed during export');
    this.name = 'ScanChangedError';
  }
}

/**
 * Every finding matching the filters, page after page until a short page: the totals can be
 * estimates, so they are not trusted to stop. All pages must come from the same scan.
 */
export async function fetchAllFindings<T>(
  fetchPage: (page: number, pageSize: number) => Promise<ExportPage<T> | null>,
  options: { pageSize?: number; onPage?: (fetched: number) => void; signal?: AbortSignal } = {},
): Promise<{ findings: T[]; scanId: string | null; scanFinishedAt: string | null }> {
  const pageSize = options.pageSize ?? EXPORT_PAGE_SIZE;
  const findings: T[] = [];
  let scanId: string | null = null;
  let scanFinishedAt: string | null = null;
  for (let page = 1; page <= MAX_PAGES; page += 1) {
    options.signal?.throwIfAborted();
    const result = await fetchPage(page, pageSize);
    if (!result) break;
    if (scanId === null) {
      scanId = result.scanId;
      scanFinishedAt = result.scanFinishedAt;
    } else if (result.scanId !== scanId) {
      throw new ScanChangedError();
    }
    for (const finding of result.findings) if (finding) findings.push(finding);
    options.onPage?.(findings.length);
    if (result.findings.length < pageSize) break;
  }
  return { findings, scanId, scanFinishedAt };
}
