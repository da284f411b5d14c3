/** Writing an archive's entries to disk, tar or zip: folders made once each, files counted against the budget. */
import { createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { detachSource } from '../lib/streams.js';
import type { Budget } from './extract-budget.js';

/**
 * Makes each folder of the tree once, off the event loop. The API process extracts every upload, and a
 * new folder's mkdir took ~1 ms on a busy disk: made synchronously, one per entry, they held its loop
 * for 100–400 ms while a 960-file tree was extracted, and the dashboard's queries waited behind it.
 */
export function folderMaker(): (dir: string) => Promise<void> {
  const made = new Map<string, Promise<void>>();
  return (dir) => {
    let folder = made.get(dir);
    if (!folder) {
      folder = mkdir(dir, { recursive: true, mode: 0o700 }).then(() => undefined);
      made.set(dir, folder);
    }
    return folder;
  };
}

/**
 * Writes one entry's data to `target` once its folder is made, counting every byte against the budget
 * on the way. Until then nothing reads the entry, so the archive's parser waits (backpressure), and
 * so does the next entry. The count is a stage of the pipe, not a 'data' listener: a listener added to
 * an entry that already holds data would read it before the pipe does, and the file would miss it.
 */
export async function writeEntry(stream: Readable, target: string, budget: Budget, makeFolder: (dir: string) => Promise<void>): Promise<void> {
  await makeFolder(path.dirname(target));
  return new Promise<void>((resolve, reject) => {
    const counted = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        try {
          budget.add(chunk.length);
          done(null, chunk);
        } catch (error) {
          done(error as Error);
        }
      },
    });
    const out = createWriteStream(target, { mode: 0o600 });
    let failed = false;
    const fail = (error: unknown) => {
      if (failed) return;
      failed = true;
      detachSource(stream, counted);
      counted.destroy();
      out.destroy();
      reject(error instanceof Error ? error : new Error(String(error)));
    };
    stream.on('error', fail);
    counted.on('error', fail);
    out.on('error', fail);
    out.on('finish', () => {
      if (!failed) resolve();
    });
    stream.pipe(counted).pipe(out);
  });
}
