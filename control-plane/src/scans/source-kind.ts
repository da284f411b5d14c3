import { open } from 'node:fs/promises';

export type SourceKind = 'tar' | 'zip' | 'sarif';

/** What the upload is, from its first bytes (the file name of a piped upload says little). */
export async function sniff(file: string): Promise<SourceKind | null> {
  const handle = await open(file, 'r');
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(512), 0, 512, 0);
    const head = buffer.subarray(0, bytesRead);
    if (head[0] === 0x1f && head[1] === 0x8b) return 'tar';
    if (head.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04])) || head.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x05, 0x06]))) {
      return 'zip';
    }
    if (bytesRead >= 262 && head.subarray(257, 262).toString('latin1') === 'ustar') return 'tar';
    const text = head.toString('utf8').replace(/^\uFEFF/, '').trimStart();
    if (text.startsWith('{')) return 'sarif';
    return null;
  } finally {
    await handle.close();
  }
}
