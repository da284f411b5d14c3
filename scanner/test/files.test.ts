import { describe, expect, it } from 'vitest';
import { listScannableFiles, scanDirectory } from '../src/index.js';
import { makeTree } from './helpers.js';

const EVAL = 'eval(userInput);\n';

describe('seleção de arquivos', () => {
  const root = makeTree({
    'src/app.js': EVAL,
    'src/.hidden/app.js': EVAL,
    '.gitignore': 'src/ignored.js\n',
    'src/ignored.js': EVAL,
    'node_modules/lib/index.js': EVAL,
    'vendor/lib/index.php': '<?php eval($x);\n',
    'dist/bundle.js': EVAL,
    'public/app.min.js': EVAL,
    'public/bundle.js': `${'var a=1;'.repeat(2000)}eval(userInput);`,
    'assets/logo.png': Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0]),
    'data/blob.txt': Buffer.from([0x65, 0x76, 0x61, 0x6c, 0, 0x28, 0x29]),
  });

  it('ignora binários, minificados e diretórios de terceiros; não obedece .gitignore nem oculta arquivos', async () => {
    const { findings, log, filesScanned } = await scanDirectory(root);
    expect(findings.map((f) => f.file).sort()).toEqual(['src/.hidden/app.js', 'src/app.js', 'src/ignored.js']);
    expect(log.some((l) => l.file === 'public/bundle.js' && l.message === 'Arquivo minificado ignorado.')).toBe(true);
    expect(log.some((l) => l.file === 'data/blob.txt' && l.message === 'Arquivo binário ignorado.')).toBe(true);
    expect(filesScanned).toBe(4); // three sources + .gitignore
  });

  it('varre diretórios de terceiros quando includeVendored está ligado', async () => {
    const files = await listScannableFiles(root, { includeVendored: true });
    expect(files).toEqual(expect.arrayContaining(['node_modules/lib/index.js', 'vendor/lib/index.php', 'dist/bundle.js']));
    expect(files).not.toContain('public/app.min.js');
    expect(files).not.toContain('assets/logo.png');
  });

  it('registra arquivos grandes demais no log em vez de falhar', async () => {
    const log: { level: string; file?: string; message: string }[] = [];
    const files = await listScannableFiles(root, { maxFileBytes: 10, log: log as never });
    expect(files).not.toContain('src/app.js');
    expect(log.some((l) => l.file === 'src/app.js' && /maior que/.test(l.message))).toBe(true);
  });
});
