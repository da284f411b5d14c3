/**
 * JSON with comments and trailing commas (JSONC), as .NET's configuration reader and npm's `config` accept
 * it, turned into plain JSON by blanking those out: every other character keeps its offset and every line
 * break stays, so JSON.parse and the key locator (json-key-places.ts) read it and place each key where the
 * original file writes it. Microsoft's `jsonc-parser` tells comments from `//` inside strings (URLs).
 */
import { visit } from 'jsonc-parser';

/** The text with its comments and trailing commas blanked, or undefined when it is not valid even as JSONC. */
export function jsoncAsJson(text: string): string | undefined {
  const blanks: Array<[number, number]> = [];
  let invalid = false;
  // A comma with no value after it before its object or array closes (a trailing comma); a comment between
  // them is blanked first, so the blanks are put in order at the end.
  let comma: number | undefined;
  const value = (): void => {
    comma = undefined;
  };
  const close = (): void => {
    if (comma !== undefined) blanks.push([comma, 1]);
    comma = undefined;
  };
  visit(text.replace(/^\uFEFF/, ' '), {
    onComment: (offset, length) => {
      blanks.push([offset, length]);
    },
    onSeparator: (character, offset) => {
      if (character === ',') comma = offset;
    },
    onObjectProperty: value,
    onObjectBegin: value,
    onArrayBegin: value,
    onLiteralValue: value,
    onObjectEnd: close,
    onArrayEnd: close,
    onError: () => {
      invalid = true;
    },
  }, { allowTrailingComma: true, disallowComments: false });
  if (invalid) return undefined;
  if (!blanks.length) return text;
  let out = '';
  let from = 0;
  for (const [offset, length] of blanks.sort((a, b) => a[0] - b[0])) {
    out += text.slice(from, offset) + text.slice(offset, offset + length).replace(/[^\r\n]/g, ' ');
    from = offset + length;
  }
  return out + text.slice(from);
}
