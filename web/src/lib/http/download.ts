/**
 * Plain-HTTP downloads (PDF, zips, client-built files): read a body with progress, name the file
 * and hand it to the browser. No React here, so it is testable without a browser.
 */

export interface DownloadProgress {
  loaded: number;
  /** From Content-Length; 0 when the server did not say. */
  total: number;
}

export interface ReadOptions {
  onProgress?: (progress: DownloadProgress) => void;
  /** Least time between two progress reports, in ms; the last one is always reported. */
  intervalMs?: number;
  now?: () => number;
  /** Stops reading (the pending read ends) and rejects with the signal's AbortError. */
  signal?: AbortSignal;
}

/** The declared body length, or 0 when unknown (absent, compressed stream, garbage). */
export function contentLength(response: Response): number {
  const raw = response.headers.get('Content-Length');
  const value = raw ? Number(raw) : 0;
  return Number.isFinite(value) && value > 0 ? value : 0;
}

/** Reads the whole body chunk by chunk, reporting loaded/total; abort through the fetch's signal. */
export async function readBodyWithProgress(response: Response, options: ReadOptions = {}): Promise<Blob> {
  const type = response.headers.get('Content-Type') ?? 'application/octet-stream';
  const total = contentLength(response);
  const { onProgress, intervalMs = 100, now = Date.now, signal } = options;
  signal?.throwIfAborted();
  if (!response.body) {
    const blob = await response.blob();
    onProgress?.({ loaded: blob.size, total: total || blob.size });
    return blob;
  }
  const reader = response.body.getReader();
  const stop = () => void reader.cancel().catch(() => undefined);
  signal?.addEventListener('abort', stop, { once: true });
  const chunks: Uint8Array[] = [];
  let loaded = 0;
  let reportedAt = Number.NEGATIVE_INFINITY;
  try {
    onProgress?.({ loaded: 0, total });
    for (;;) {
      const { done, value } = await reader.read();
      signal?.throwIfAborted();
      if (done) break;
      chunks.push(value);
      loaded += value.byteLength;
      const at = now();
      if (at - reportedAt >= intervalMs) {
        reportedAt = at;
        onProgress?.({ loaded, total });
      }
    }
  } finally {
    signal?.removeEventListener('abort', stop);
  }
  onProgress?.({ loaded, total: total || loaded });
  return new Blob(chunks as BlobPart[], { type });
}

/** The file name of a Content-Disposition header (RFC 6266: filename* wins over filename). */
export function filenameFromContentDisposition(header: string | null | undefined): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*([^;]+)/i.exec(header);
  if (extended?.[1]) {
    const value = extended[1].trim().replace(/^"(.*)"$/, '$1');
    const encoded = value.replace(/^[\w-]+'[^']*'/, '');
    try {
      const name = decodeURIComponent(encoded);
      if (name) return sanitizeFilename(name);
    } catch {
      // fall through to the plain filename
    }
  }
  const plain = /filename\s*=\s*("((?:[^"\\]|\\.)*)"|[^;]+)/i.exec(header);
  if (!plain) return null;
  const name = (plain[2] !== undefined ? plain[2].replace(/\\(.)/g, '$1') : (plain[1] ?? '')).trim();
  return name ? sanitizeFilename(name) : null;
}

/** No directories, no control characters. */
function sanitizeFilename(name: string): string {
  // eslint-disable-next-line no-control-regex
  return name.replace(/[\\/]/g, '_').replace(/[\u0000-\u001f\u007f]/g, '').trim();
}

/** Lower-case ASCII words joined by hyphens: "Portal PIX — Produção" → "portal-pix-producao". */
export function slugify(text: string, fallback = 'projeto'): string {
  const slug = text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug || fallback;
}

/** Saves a blob as a file through a temporary <a download> object URL. */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
