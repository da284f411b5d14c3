// A content digest of generated folders, to tell whether regenerating them changed anything.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

function collect(target, files) {
  if (!existsSync(target)) return;
  if (statSync(target).isDirectory()) {
    for (const entry of readdirSync(target).sort()) collect(path.join(target, entry), files);
  } else {
    files.push(target);
  }
}

/** Maps each file under the given paths to the sha256 of its content. */
export function digestFiles(root, targets) {
  const files = [];
  for (const target of targets) collect(path.join(root, target), files);
  return new Map(files.map((file) => [path.relative(root, file), createHash('sha256').update(readFileSync(file)).digest('hex')]));
}

/** The relative paths that differ between two digests (added, removed or changed). */
export function changedFiles(before, after) {
  const names = new Set([...before.keys(), ...after.keys()]);
  return [...names].filter((name) => before.get(name) !== after.get(name)).sort();
}
