import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import yazl from 'yazl';

export interface ZipEntry {
  /** Name inside the zip. */
  name: string;
  /** Absolute path of the file on disk. */
  file: string;
}

/**
 * Writes the zip to a private temporary file first, so the response can announce its exact
 * Content-Length (the browser shows progress) without holding large artifacts in memory.
 * The caller removes the file with `dispose` once it has been sent.
 */
export async function writeZip(tmpDir: string, entries: readonly ZipEntry[]): Promise<{ file: string; size: number; dispose(): Promise<void> }> {
  await mkdir(tmpDir, { recursive: true, mode: 0o700 });
  const file = path.join(tmpDir, `${randomUUID()}.zip`);
  const dispose = () => rm(file, { force: true });
  try {
    const zip = new yazl.ZipFile();
    for (const entry of entries) zip.addFile(entry.file, entry.name);
    zip.end();
    await pipeline(zip.outputStream, createWriteStream(file, { mode: 0o600 }));
    return { file, size: (await stat(file)).size, dispose };
  } catch (error) {
    await dispose();
    throw error;
  }
}
