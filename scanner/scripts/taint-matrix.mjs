#!/usr/bin/env node
// Runs the taint capability matrix (test/taint-matrix/) and writes docs/capabilities.md from it.
// Usage (build first: pnpm --filter @vigia/scanner build):
//   node scanner/scripts/taint-matrix.mjs            prints the problems against status.json, writes the docs
//   node scanner/scripts/taint-matrix.mjs --update   also rewrites status.json with today's results
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { renderCapabilities, runMatrix, statusProblems, updatedStatus } from '../dist/quality/taint-matrix.js';

const matrixRoot = fileURLToPath(new URL('../test/taint-matrix/', import.meta.url));
const statusFile = new URL('../test/taint-matrix/status.json', import.meta.url);
const docsFile = new URL('../docs/capabilities.md', import.meta.url);

const results = await runMatrix(matrixRoot);
const previous = JSON.parse(readFileSync(statusFile, 'utf8'));
const status = process.argv.includes('--update') ? updatedStatus(results, previous) : previous;
if (status !== previous) writeFileSync(statusFile, `${JSON.stringify(status, null, 2)}\n`);
writeFileSync(docsFile, renderCapabilities(results, status));

const problems = statusProblems(results, status);
for (const problem of problems) console.log(problem);
const present = results.filter((r) => !r.absent);
console.log(`células passando: ${present.filter((r) => !r.failures.length).length}/${present.length}; problemas contra status.json: ${problems.length}`);
process.exitCode = problems.length ? 1 : 0;
