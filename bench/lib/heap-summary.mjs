// What a V8 heap snapshot (.heapsnapshot) holds, by constructor: the count and self size of the
// objects of each, as DevTools' Comparison view shows them. Two snapshots of the same process after
// the same kind of work tell a leak (a constructor grows every time) from a cache filled once.
import { readFileSync } from 'node:fs';

/** `type:name` → { count, bytes } (self size) of the snapshot's nodes; strings and code by their type only. */
export function heapSummary(file) {
  const { snapshot, nodes, strings } = JSON.parse(readFileSync(file, 'utf8'));
  const fields = snapshot.meta.node_fields;
  const types = snapshot.meta.node_types[0];
  const [typeAt, nameAt, sizeAt] = ['type', 'name', 'self_size'].map((field) => fields.indexOf(field));
  const byKey = new Map();
  for (let i = 0; i < nodes.length; i += fields.length) {
    const type = types[nodes[i + typeAt]];
    // A string's name is its text, code's the function's: grouped by type, or every one is its own row.
    const key = ['object', 'closure', 'native', 'array'].includes(type) ? `${type}:${strings[nodes[i + nameAt]]}` : type;
    const entry = byKey.get(key) ?? { count: 0, bytes: 0 };
    entry.count += 1;
    entry.bytes += nodes[i + sizeAt];
    byKey.set(key, entry);
  }
  return byKey;
}

/** The constructors whose self size grew most from `before` to `after` (summaries), largest first. */
export function heapGrowth(before, after, top = 15) {
  const keys = new Set([...before.keys(), ...after.keys()]);
  const none = { count: 0, bytes: 0 };
  return [...keys]
    .map((key) => {
      const [b, a] = [before.get(key) ?? none, after.get(key) ?? none];
      return { key, bytes: a.bytes - b.bytes, count: a.count - b.count, after: a.bytes };
    })
    .sort((x, y) => y.bytes - x.bytes)
    .slice(0, top);
}

/** The table of `heapGrowth`'s rows, one a line. */
export function formatGrowth(rows) {
  const kb = (bytes) => `${(bytes / 1024).toFixed(0)} KB`;
  return rows.map((row) => `  ${row.bytes >= 0 ? '+' : ''}${kb(row.bytes).padStart(9)} ${`(${row.count >= 0 ? '+' : ''}${row.count})`.padStart(10)}  ${row.key.slice(0, 90)} (agora ${kb(row.after)})`).join('\n');
}
