// Error checks callers make without loading the download code (error texts, the progress dialog).

/** A non-2xx answer of a download; features turn it into their spec §8 texts. */
export class DownloadHttpError extends Error {
  constructor(
    readonly status: number,
    readonly retryAfterSeconds: number | null = null,
    /** The gateway's `{message}` of a JSON error answer (pt-BR, safe to show), when it sent one. */
    readonly serverMessage: string | null = null,
  ) {
    super(`download failed with HTTP ${status}`);
    this.name = 'DownloadHttpError';
  }
}

/** A cancelled fetch or read (DOMException, whichever realm made it). */
export function isAbortError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';
}
