#!/usr/bin/env node
// Runs the built CLI (pnpm --filter @vigia/scanner build).
import { main } from '../dist/cli.js';

main(process.argv.slice(2)).then(
  (code) => { process.exitCode = code; },
  (error) => { process.stderr.write(`Falha na varredura: ${error instanceof Error ? error.message : String(error)}\n`); process.exitCode = 1; },
);
