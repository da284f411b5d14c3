// Child process of bench/taint-parity.mjs: scans each target tree with the engine that
// VIGIA_TAINT_ENGINE selects and writes its taint findings as JSON to the file given first.
// Usage: node bench/lib/taint-parity-scan.mjs <out.json> <label=dir>...
import { writeFileSync } from 'node:fs';
import { listScannableFiles, scanFiles } from '../../scanner/dist/index.js';

const [out, ...targets] = process.argv.slice(2);
const findings = [];
for (const target of targets) {
  const split = target.indexOf('=');
  const label = target.slice(0, split);
  const root = target.slice(split + 1);
  const files = (await listScannableFiles(root)).filter((f) => !f.endsWith('.labels'));
  const result = await scanFiles(root, files);
  for (const f of result.findings) {
    if (f.source !== 'taint') continue;
    findings.push({
      file: `${label}/${f.file}`,
      rule: f.rule,
      line: f.line,
      trace: (f.trace ?? []).map((s) => `${s.file}:${s.line}:${s.kind}`).join(' > '),
    });
  }
}
writeFileSync(out, JSON.stringify({ findings }));
