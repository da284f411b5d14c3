// Builds each package whose output is missing or older than its sources.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { runPnpm } from './pnpm.mjs';

/** Packages in build order, with the output that proves a build and the inputs it depends on. */
const PACKAGES = [
  { name: '@vigia/redaction', dir: 'redaction', output: 'dist/index.js', inputs: ['src', 'package.json'] },
  { name: '@vigia/telemetry', dir: 'telemetry', output: 'dist/index.js', inputs: ['src', 'package.json'] },
  { name: '@vigia/scanner', dir: 'scanner', output: 'dist/index.js', inputs: ['src', 'package.json'] },
  { name: '@vigia/control-plane', dir: 'control-plane', output: 'dist/main.js', inputs: ['src', 'package.json', '../schema/control-plane.openapi.yaml'] },
  { name: '@vigia/gateway', dir: 'gateway', output: 'dist/main.js', inputs: ['src', '.meshrc.yaml', 'package.json', '../schema/control-plane.openapi.yaml'] },
  { name: '@vigia/web', dir: 'web', output: 'dist/index.html', inputs: ['src', 'index.html', 'vite.config.ts', 'package.json', '../redaction/src'] },
];

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

export function buildStale(root, { force = false } = {}) {
  for (const pkg of PACKAGES) {
    const base = path.join(root, pkg.dir);
    const output = path.join(base, pkg.output);
    const builtAt = existsSync(output) ? statSync(output).mtimeMs : 0;
    const changedAt = Math.max(...pkg.inputs.map((input) => newestMtime(path.join(base, input))));
    if (!force && builtAt > changedAt) continue;
    console.log(`› Compilando ${pkg.dir}/...`);
    runPnpm(['--filter', pkg.name, 'run', 'build'], { cwd: root });
  }
}
