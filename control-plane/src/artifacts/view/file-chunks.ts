import { open } from 'node:fs/promises';

/**
 * Reads a file from `start` in chunks of at most `chunkBytes`, always into the same buffer: a
 * whole-file pass allocates nothing per chunk, so memory stays flat (a read stream would leave
 * every chunk to the garbage collector). Each yielded chunk is valid until the next one; callers
 * copy what they keep. Stopping the iteration closes the file.
 */
export async function* fileChunks(file: string, start = 0, chunkBytes = 256 * 1024): AsyncGenerator<Buffer> {
  const handle = await open(file, 'r');
  const buffer = Buffer.allocUnsafe(chunkBytes);
  try {
    let position = start;
    for (;;) {
      const { bytesRead } = await handle.read(buffer, 0, chunkBytes, position);
      if (bytesRead === 0) return;
      position += bytesRead;
      yield buffer.subarray(0, bytesRead);
    }
  } finally {
    await handle.close();
  }
}
