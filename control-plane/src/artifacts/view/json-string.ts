/** JSON string bytes to text, when the tokenizer kept only a prefix of them. */
import { BACKSLASH } from './json-bytes.js';

/**
 * The text of a JSON string from its raw bytes (between the quotes). When the bytes were cut, a
 * trailing partial escape or UTF-8 sequence is dropped first so the prefix still decodes.
 */
export function decodeJsonString(raw: Buffer, truncated: boolean): string {
  let bytes = raw;
  if (truncated) bytes = safePrefix(bytes);
  try {
    return JSON.parse(`"${bytes.toString('utf8')}"`) as string;
  } catch {
    // Raw control characters or other invalid content: show it as it is.
    return bytes.toString('utf8');
  }
}

function safePrefix(raw: Buffer): Buffer {
  let end = raw.length;
  // A cut escape: drop from the last backslash that does not have its full sequence.
  const backslash = raw.lastIndexOf(BACKSLASH, end - 1);
  if (backslash !== -1 && end - backslash < 12) {
    let run = 0;
    for (let k = backslash; k >= 0 && raw[k] === BACKSLASH; k -= 1) run += 1;
    if (run % 2 === 1) {
      const kind = raw[backslash + 1];
      const needed = kind === 0x75 ? 6 : 2;
      if (end - backslash < needed) end = backslash;
      // A high surrogate without its pair.
      else if (kind === 0x75 && end - backslash < 12) {
        const code = parseInt(raw.subarray(backslash + 2, backslash + 6).toString('latin1'), 16);
        if (code >= 0xd800 && code <= 0xdbff) end = backslash;
      }
    }
  }
  // A cut UTF-8 sequence: drop the lead byte and its continuations.
  let k = end - 1;
  while (k >= 0 && k > end - 4 && ((raw[k] as number) & 0xc0) === 0x80) k -= 1;
  if (k >= 0) {
    const lead = raw[k] as number;
    const expected = lead >= 0xf0 ? 4 : lead >= 0xe0 ? 3 : lead >= 0xc0 ? 2 : 1;
    if (end - k < expected) end = k;
  }
  return raw.subarray(0, end);
}
