import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { PACKAGE_ROOT } from '../src/catalog/catalog.js';
import { importSarif, scanDirectory, toSarif, validateSarif } from '../src/index.js';
import { CORPUS, FIXTURES } from './helpers.js';

const fixture = (name: string): unknown => JSON.parse(readFileSync(join(FIXTURES, 'sarif', name), 'utf8'));

describe('exportação SARIF', () => {
  it('valida contra o schema 2.1.0 e reimporta os mesmos achados', async () => {
    const { findings } = await scanDirectory(join(CORPUS, 'secrets'));
    const more = await scanDirectory(join(CORPUS, 'hardening'));
    const all = [...findings, ...more.findings];
    expect(all.length).toBeGreaterThan(10);
    const sarif = toSarif(all);
    expect(validateSarif(sarif)).toEqual({ valid: true, errors: [] });
    const back = importSarif(JSON.parse(JSON.stringify(sarif)));
    expect(back.findings).toEqual(all);
  });

  it('redige segredos na mensagem de um SARIF que se diz do Vigia (o texto é do usuário)', async () => {
    const { findings } = await scanDirectory(join(CORPUS, 'secrets'));
    const sarif = toSarif(findings.slice(0, 1)) as { runs: { results: { message: { text: string } }[] }[] };
    const result = sarif.runs[0]?.results[0];
    if (!result) throw new Error('no result');
    result.message.text = 'Chave exposta: API_KEY=sk_live_0123456789abcdefghij';
    const [back] = importSarif(JSON.parse(JSON.stringify(sarif))).findings;
    expect(back?.message).not.toContain('sk_live_0123456789abcdefghij');
    expect(back?.message).toContain('***REDACTED***');
  });

  it('recusa SARIF inválido com mensagem em português', () => {
    expect(() => importSarif({ version: '2.1.0', runs: [{ tool: {} }] })).toThrow(/SARIF inválido/);
  });

  it('o validador compilado no build é o do schema 2.1.0 atual e recusa um nível fora do enum', () => {
    // Exits 1 when schemas/sarif-schema-2.1.0.validate.cjs no longer matches the schema.
    expect(execFileSync(process.execPath, [join(PACKAGE_ROOT, 'scripts/compile-sarif-validator.mjs'), '--check'], { encoding: 'utf8' })).toContain('em dia');
    const log = { version: '2.1.0', runs: [{ tool: { driver: { name: 'x' } }, results: [{ level: 'grave', message: { text: 'm' } }] }] };
    expect(validateSarif(log)).toEqual({ valid: false, errors: ['/runs/0/results/0/level must be equal to one of the allowed values'] });
  });
});

describe('importação SARIF de outras ferramentas', () => {
  it('Semgrep: mapeia pela CWE das tags', () => {
    const { findings } = importSarif(fixture('semgrep.sarif.json'));
    const byFile = Object.fromEntries(findings.map((f) => [f.file, f]));
    expect(byFile['app/views.py']).toMatchObject({ rule: 'injection-sql', category: 'injection', line: 12, column: 5, source: 'sarif:semgrep oss' });
    expect(byFile['app/views.py']?.meta.toolRule).toBe('Semgrep OSS/python.lang.security.audit.formatted-sql-query.formatted-sql-query');
    expect(byFile['app/settings.py']).toMatchObject({ rule: 'debug-mode-enabled', category: 'hardening' });
    expect(byFile['app/settings.py']?.law.citations.some((c) => c.ref === 'CMN 4.893 art. 3º §2º X')).toBe(true);
  });

  it('CodeQL: CWE em external/cwe e severidade por security-severity', () => {
    const { findings } = importSarif(fixture('codeql.sarif.json'));
    expect(findings.map((f) => [f.file, f.rule, f.severity])).toEqual([
      ['src/server.js', 'injection-command', 'critical'],
      ['src/auth.js', 'crypto-weak-password-hash', 'high'],
    ]);
  });

  it('ESLint: caminhos file:// relativos à raiz; regra sem correspondência vira achado externo', () => {
    const { findings } = importSarif(fixture('eslint.sarif.json'));
    const evalFinding = findings.find((f) => f.rule === 'injection-eval');
    expect(evalFinding).toMatchObject({ file: 'src/calc.js', line: 3, column: 10 });
    const unused = findings.find((f) => f.rule === 'eslint/no-unused-vars');
    expect(unused).toMatchObject({ category: 'other', severity: 'medium', framework: 'security' });
    expect(unused?.message).toBe("Achado importado de ESLint (no-unused-vars): 'tmp' is assigned a value but never used.");
  });

  it('gitleaks: segredos mapeados e trecho redigido', () => {
    const { findings } = importSarif(fixture('gitleaks.sarif.json'));
    expect(findings.map((f) => f.rule).sort()).toEqual(['secret-high-entropy', 'secret-private-key']);
    const key = findings.find((f) => f.rule === 'secret-high-entropy');
    expect(key?.snippet).not.toContain('Zx81LmQ02nWv7TtRr5Ya3KcP9sUeHb6G');
    expect(key?.snippet).toContain('***REDACTED***');
  });
});
