#!/usr/bin/env node
// Start-up cost of the scanner: the first scan of one tiny Express file in a fresh Node process (import
// of the scanner, first taint pass with its models, ast-grep run), five processes, medians printed.
// Usage: node bench/scanner-startup.mjs [scanner dist dir]   (default: ../scanner/dist, build it first)
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { percentile } from './lib/stats.mjs';

const dist = resolve(process.argv[2] ?? fileURLToPath(new URL('../scanner/dist', import.meta.url)));
const RUNS = 5;
const tree = mkdtempSync(join(tmpdir(), 'vigia-startup-'));
writeFileSync(join(tree, 'app.js'), [
  "const express = require('express');",
  "const { exec } = require('child_process');",
  'const app = express();',
  "app.get('/x', (req, res) => { exec('ls ' + req.query.d); res.send('ok'); });",
  '',
].join('\n'));

// Runs inside the fresh process: CPU of this process (ast-grep is a child, so its CPU is not counted) and wall time.
const probe = `
const cpu = () => { const c = process.cpuUsage(); return (c.user + c.system) / 1000; };
const t0 = performance.now();
const index = await import(${JSON.stringify(pathToFileURL(join(dist, 'index.js')).href)});
const imported = { cpu: cpu(), wall: performance.now() - t0 };
const result = await index.scanFiles(${JSON.stringify(tree)}, ['app.js']);
console.log(JSON.stringify({ importCpu: imported.cpu, importWall: imported.wall, totalCpu: cpu(), totalWall: performance.now() - t0, findings: result.findings.length }));
`;

try {
  const runs = [];
  for (let i = 0; i < RUNS; i += 1) runs.push(JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', probe], { encoding: 'utf8' })));
  const med = (key) => Math.round(percentile(runs.map((r) => r[key]).sort((a, b) => a - b), 50));
  console.log(`scanner: ${dist}`);
  console.log(`primeira varredura de um arquivo pequeno em processo novo, mediana de ${RUNS}:`);
  console.log(`  import do scanner: ${med('importCpu')} ms de CPU, ${med('importWall')} ms de relógio`);
  console.log(`  import + varredura (CPU deste processo, sem o ast-grep filho): ${med('totalCpu')} ms; relógio: ${med('totalWall')} ms`);
  console.log(`  achados: ${runs.map((r) => r.findings).join(', ')}`);
} finally {
  rmSync(tree, { recursive: true, force: true });
}
