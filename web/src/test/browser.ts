import { vi } from 'vitest';

/** A file the app handed to the browser to save (`saveBlob`'s `<a download>`). */
export interface SavedFile {
  name: string;
  blob: Blob;
}

const saved: SavedFile[] = [];
const opened: string[] = [];

/** Files saved since the test began. */
export const savedFiles = (): readonly SavedFile[] => saved;
/** URLs opened in a new tab since the test began. */
export const openedUrls = (): readonly string[] => opened;

/**
 * jsdom cannot save files or open tabs: record what the app asked for instead, through the same
 * browser APIs the app calls (object URLs, an anchor's click, window.open). Installed before each test.
 */
export function captureBrowserIo(): void {
  saved.length = 0;
  opened.length = 0;
  const blobs = new Map<string, Blob>();
  let next = 0;
  Object.defineProperty(URL, 'createObjectURL', {
    configurable: true,
    value: (blob: Blob) => {
      const url = `blob:http://localhost/${(next += 1)}`;
      blobs.set(url, blob);
      return url;
    },
  });
  Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: (url: string) => void blobs.delete(url) });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    const blob = blobs.get(this.href);
    if (this.download && blob) saved.push({ name: this.download, blob });
  });
  vi.spyOn(window, 'open').mockImplementation((url) => {
    opened.push(String(url));
    return null;
  });
}
