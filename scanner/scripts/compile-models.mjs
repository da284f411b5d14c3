#!/usr/bin/env node
// Compiles the taint models: every models/<language>/*.yml is validated against schema.json with ajv
// and written to models/rows/<language>.json, which the scanner loads at run time without ajv or yaml.
// Runs after tsc (it uses the built checker). `--check` only reports stale files and exits 1.
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { modelFolders, readModelFolder } from '../dist/taint/models/check-rows.js';
import { ROWS_DIR } from '../dist/taint/models/load.js';

const checkOnly = process.argv.includes('--check');
const serialise = (rows) => `${JSON.stringify(rows, null, 1)}\n`;
let stale = 0;
mkdirSync(ROWS_DIR, { recursive: true });
for (const folder of modelFolders()) {
  const target = join(ROWS_DIR, `${folder}.json`);
  const text = serialise(readModelFolder(folder));
  let current = '';
  try { current = readFileSync(target, 'utf8'); } catch { /* first build */ }
  if (current === text) continue;
  stale += 1;
  if (checkOnly) console.error(`desatualizado: ${target}`);
  else writeFileSync(target, text);
}
if (checkOnly && stale > 0) process.exit(1);
console.log(checkOnly ? 'modelos em dia' : `modelos compilados (${stale} arquivo(s) reescrito(s))`);
