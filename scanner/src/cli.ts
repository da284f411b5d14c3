/** vigia-scan <dir> [--sarif] [--include-vendored]: prints findings JSON (or SARIF) to stdout. */
import { stat } from 'node:fs/promises';
import { resolve } from 'node:path';
import { scanDirectory } from './scan/scan-directory.js';
import { toSarif } from './sarif/to-sarif.js';

const USAGE = 'Uso: vigia-scan <diretório> [--sarif] [--include-vendored]';

export async function main(argv: readonly string[]): Promise<number> {
  const flags = new Set(argv.filter((a) => a.startsWith('--')));
  const [dir, ...extra] = argv.filter((a) => !a.startsWith('--'));
  const unknown = [...flags].filter((f) => !['--sarif', '--include-vendored', '--help'].includes(f));
  if (flags.has('--help')) {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }
  if (!dir || extra.length || unknown.length) {
    process.stderr.write(`${unknown.length ? `Opção desconhecida: ${unknown.join(', ')}\n` : ''}${USAGE}\n`);
    return 2;
  }
  const root = resolve(dir);
  if (!(await stat(root).catch(() => undefined))?.isDirectory()) {
    process.stderr.write(`Diretório não encontrado: ${root}\n`);
    return 2;
  }
  const result = await scanDirectory(root, { includeVendored: flags.has('--include-vendored') });
  const output = flags.has('--sarif') ? toSarif(result.findings, result) : result;
  process.stdout.write(`${JSON.stringify(output, null, 2)}\n`);
  return 0;
}
