/**
 * Collections written and read by method (Java's `list.add(x)`, `list.get(1)`, `list.remove(0)`,
 * `map.put("k", v)`, `map.get("k")`): while a list's items or a map's keys are all known, each write
 * lands at its place, so a read at a constant index or key is that element alone, as `xs[1]` and
 * `m["k"]` already are. A collection that took a value at an unknown place keeps it in `rest`, read everywhere.
 */
import type { Frame } from './context.js';
import { CLEAN, elementAt, isConst, type Value } from '../value.js';

const constIndex = (v: Value | undefined): number | undefined => (v && isConst(v) && typeof v.constant.value === 'number' ? v.constant.value : undefined);
const constKey = (v: Value | undefined): string | undefined => (v && isConst(v) && v.constant.value !== null ? String(v.constant.value) : undefined);

/** The call's result when it is one of these on a list or map whose places are known; undefined otherwise. `target`: the variable holding the collection. */
export function knownPlacesCall(name: string, recv: Value, values: readonly Value[], target: string | undefined, frame: Frame): Value | undefined {
  const [first, second] = values;
  if (recv.items && !recv.rest) {
    const items = recv.items;
    const write = (next: Value[]): Value => {
      if (target) frame.env.set(target, { ...recv, items: next });
      return CLEAN;
    };
    if (name === 'get' && constIndex(first) !== undefined) return elementAt(recv, first as Value);
    if (!target) return undefined;
    if (name === 'add' && values.length === 1) return write([...items, first as Value]);
    if (name === 'add' && values.length === 2 && constIndex(first) !== undefined) return write([...items.slice(0, constIndex(first)), second as Value, ...items.slice(constIndex(first))]);
    if (name === 'remove' && values.length === 1 && constIndex(first) !== undefined) {
      const index = constIndex(first) as number;
      write([...items.slice(0, index), ...items.slice(index + 1)]);
      return items[index] ?? CLEAN;
    }
    return undefined;
  }
  if (recv.entries && !recv.rest) {
    if ((name === 'get' || name === 'getOrDefault') && constKey(first) !== undefined) return recv.entries.get(constKey(first) as string) ?? second ?? CLEAN;
    if (target && (name === 'put' || name === 'putIfAbsent') && values.length === 2 && constKey(first) !== undefined) {
      frame.env.set(target, { ...recv, entries: new Map(recv.entries).set(constKey(first) as string, second as Value) });
      return CLEAN;
    }
  }
  return undefined;
}
