#!/usr/bin/env node
// What the web's chunks are made of: builds web/ into a temporary directory with one extra plugin that
// reads every chunk's modules, then prints each chunk (largest first, gzip) with its biggest modules
// (each module's rendered code gzipped alone, so the parts overstate a little; good for ranking).
// Opt-in analysis, not part of the build. Usage: node bench/web-bundle-contributors.mjs [chunk-name-filter]
// To see only what a cold /dashboard loads, pass the names `node bench/web-dashboard.mjs` printed.
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const web = path.join(root, 'web');
const filters = process.argv.slice(2);
const MODULES_PER_CHUNK = Number(process.env.MODULES_PER_CHUNK ?? 12);
const KB = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const gzip = (text) => gzipSync(text).length;

/** node_modules/.pnpm/<pkg>@<v>/node_modules/<pkg>/x → <pkg>/x; src files relative to web/. */
function shortName(id) {
  const clean = id.replace(/\0/g, '').replace(/\?.*$/, '');
  const inPackages = clean.lastIndexOf('node_modules/');
  return inPackages >= 0 ? clean.slice(inPackages + 'node_modules/'.length) : path.relative(web, clean);
}

function contributors() {
  const chunks = [];
  return {
    plugin: {
      name: 'bench:bundle-contributors',
      generateBundle(_options, bundle) {
        for (const output of Object.values(bundle)) {
          if (output.type !== 'chunk') continue;
          const modules = Object.entries(output.modules)
            .map(([id, info]) => ({ name: shortName(id), gzip: info.code ? gzip(info.code) : 0 }))
            .sort((a, b) => b.gzip - a.gzip);
          chunks.push({ name: output.fileName, gzip: gzip(output.code), modules });
        }
      },
    },
    chunks,
  };
}

async function main() {
  const require = createRequire(path.join(web, 'package.json'));
  const { build } = await import(pathToFileURL(require.resolve('vite')).href);
  const outDir = mkdtempSync(path.join(tmpdir(), 'vigia-bundle-'));
  const { plugin, chunks } = contributors();
  try {
    await build({ root: web, logLevel: 'warn', plugins: [plugin], build: { outDir, emptyOutDir: true } });
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
  const shown = chunks
    .filter((chunk) => filters.length === 0 || filters.some((f) => chunk.name.includes(f)))
    .sort((a, b) => b.gzip - a.gzip);
  console.log(`Web chunks (gzip), ${shown.length} of ${chunks.length}: ${KB(shown.reduce((sum, c) => sum + c.gzip, 0))}`);
  for (const chunk of shown) {
    console.log(`${KB(chunk.gzip).padStart(9)}  ${chunk.name}`);
    for (const m of chunk.modules.slice(0, MODULES_PER_CHUNK)) console.log(`${''.padStart(11)}${KB(m.gzip).padStart(9)}  ${m.name}`);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
