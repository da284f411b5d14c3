/** The byte classes the JSON tokenizer reads by (outside strings, where only quotes and backslashes count). */

export const QUOTE = 0x22;
export const BACKSLASH = 0x5c;

export function isWhitespace(byte: number): boolean {
  return byte === 0x20 || byte === 0x0a || byte === 0x0d || byte === 0x09;
}

export function isNumberByte(byte: number): boolean {
  return (byte >= 0x30 && byte <= 0x39) || byte === 0x2d || byte === 0x2b || byte === 0x2e || byte === 0x65 || byte === 0x45;
}

export const LITERALS = [Buffer.from('true'), Buffer.from('false'), Buffer.from('null')];
