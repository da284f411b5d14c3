/**
 * Where a JSON text writes each object key, found in one pass over it. Searching the text for each key's
 * quoted form rescanned the file per key, missed a key written with escapes (`"\u0041piKey"` is `ApiKey`)
 * and could stop at a string value equal to the key; this reads the key tokens themselves.
 */

/** A value's place: the offset of the key that names it, and the places of its members by key (an array's by index). */
export interface JsonPlace {
  at: number;
  members: Map<string, JsonPlace>;
}

interface Container {
  place: JsonPlace;
  array: boolean;
  /** The index of the array item being read. */
  index: number;
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/**
 * The places of a text that JSON.parse accepts (not checked again here): members keyed as JSON.parse
 * decodes them, a repeated key at its last occurrence (the one whose value JSON.parse keeps). Array items
 * that hold no object or array have no place of their own. The root's place is offset 0.
 */
export function jsonKeyPlaces(text: string): JsonPlace {
  const root: JsonPlace = { at: 0, members: new Map() };
  const open: Container[] = [];
  let next: JsonPlace = root; // whose value comes next, when not an array item
  let expectKey = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i];
    const top = open[open.length - 1];
    if (c === '"') {
      const start = i;
      let escaped = false;
      for (i += 1; i < text.length && text.charCodeAt(i) !== QUOTE; i += 1) {
        if (text.charCodeAt(i) === BACKSLASH) {
          escaped = true;
          i += 1;
        }
      }
      if (top && !top.array && expectKey) {
        const key = escaped ? (JSON.parse(text.slice(start, i + 1)) as string) : text.slice(start + 1, i);
        next = { at: start, members: new Map() };
        top.place.members.set(key, next);
        expectKey = false;
      }
    } else if (c === '{' || c === '[') {
      const place = top?.array ? { at: i, members: new Map<string, JsonPlace>() } : next;
      if (top?.array) top.place.members.set(String(top.index), place);
      open.push({ place, array: c === '[', index: 0 });
      expectKey = c === '{';
    } else if (c === '}' || c === ']') {
      open.pop();
    } else if (c === ',' && top) {
      if (top.array) top.index += 1;
      else expectKey = true;
    }
  }
  return root;
}
