import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { importSarif, scanDirectory, suppressionComments, toSarif, validateSarif, type Finding } from '../src/index.js';

const CPF = '529.982.247-25';
let dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  dirs = [];
});

async function scanTree(files: Record<string, string>) {
  const dir = mkdtempSync(join(tmpdir(), 'vigia-ignore-'));
  dirs.push(dir);
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return scanDirectory(dir);
}

const only = (findings: Finding[], file: string, rule: string): Finding => {
  const found = findings.filter((f) => f.file === file && f.rule === rule);
  expect(found).toHaveLength(1);
  return found[0] as Finding;
};

describe('comentários vigia-ignore: leitura em cada sintaxe de comentário', () => {
  it.each([
    ['//', 'x = 1 // vigia-ignore pii-cpf: CPF de teste da Receita'],
    ['#', 'x = 1  # vigia-ignore pii-cpf: CPF de teste da Receita'],
    ['/* */', 'x = 1; /* vigia-ignore pii-cpf: CPF de teste da Receita */'],
    ['linha * de bloco', ' * vigia-ignore pii-cpf: CPF de teste da Receita'],
    ['--', "SELECT 1; -- vigia-ignore pii-cpf: CPF de teste da Receita"],
    ['<!-- -->', '<p>x</p> <!-- vigia-ignore pii-cpf: CPF de teste da Receita -->'],
  ])('%s', (_syntax, line) => {
    expect(suppressionComments(`a\n${line}\n`)).toEqual([{ line: 2, rule: 'pii-cpf', reason: 'CPF de teste da Receita' }]);
  });

  it('sem motivo (ou sem os dois-pontos) o comentário fica sem justificativa', () => {
    expect(suppressionComments('// vigia-ignore pii-cpf\n# vigia-ignore pii-cpf:   \n/* vigia-ignore pii-cpf */\n')).toEqual([
      { line: 1, rule: 'pii-cpf', reason: null },
      { line: 2, rule: 'pii-cpf', reason: null },
      { line: 3, rule: 'pii-cpf', reason: null },
    ]);
  });

  it('o marcador dentro de uma string não é comentário; um // dentro de string antes do comentário não confunde', () => {
    expect(suppressionComments('msg = "vigia-ignore pii-cpf: não"\n')).toEqual([]);
    expect(suppressionComments('url = "http://x" // vigia-ignore ssrf: host fixo\n')).toEqual([{ line: 1, rule: 'ssrf', reason: 'host fixo' }]);
  });
});

describe('comentários vigia-ignore: os achados cobertos', () => {
  it('suprime na mesma linha e na linha de baixo, em cada linguagem, com o motivo', async () => {
    const { findings } = await scanTree({
      'a.js': `// vigia-ignore pii-cpf: massa de teste\nconst cpf = "${CPF}";\n/* vigia-ignore injection-eval-sink: entrada validada acima */\neval(req.query.x);\n`,
      'b.sql': `INSERT INTO clientes (nome, cpf) VALUES ('Ana', '${CPF}'); -- vigia-ignore pii-cpf: dado fictício\n`,
      'c.html': `<!-- vigia-ignore pii-cpf: exemplo do manual -->\n<p>CPF ${CPF}</p>\n`,
      'd.py': 'x = 1\npassword = "Sup3rS3cretPassw0rd!x"  # vigia-ignore vigia/high-entropy: senha do ambiente local\n',
    });
    expect(only(findings, 'a.js', 'pii-cpf').suppression).toEqual({ kind: 'inSource', status: 'accepted', justification: 'massa de teste' });
    expect(only(findings, 'a.js', 'injection-eval-sink').suppression?.justification).toBe('entrada validada acima');
    expect(only(findings, 'b.sql', 'pii-cpf').suppression?.justification).toBe('dado fictício');
    expect(only(findings, 'c.html', 'pii-cpf').suppression?.justification).toBe('exemplo do manual');
    // The engine's own rule id works as well as the catalog's.
    expect(only(findings, 'd.py', 'secret-high-entropy').suppression?.justification).toBe('senha do ambiente local');
  });

  it('outra regra, ou duas linhas acima, não suprime', async () => {
    const { findings } = await scanTree({
      'a.js': `// vigia-ignore injection-sql: outra regra\nconst cpf = "${CPF}";\n// vigia-ignore pii-cpf: longe demais\n\nconst cpfOutro = "111.444.777-35";\n`,
    });
    expect(findings.filter((f) => f.rule === 'pii-cpf').map((f) => f.suppression)).toEqual([undefined, undefined]);
  });

  it('sem motivo: o comentário é ignorado, o achado e o log dizem por quê', async () => {
    const { findings, log } = await scanTree({ 'a.js': `const cpf = "${CPF}"; // vigia-ignore pii-cpf\n` });
    const finding = only(findings, 'a.js', 'pii-cpf');
    expect(finding.suppression).toBeUndefined();
    const note = 'Comentário vigia-ignore na linha 1 sem justificativa: ignorado. Escreva "vigia-ignore pii-cpf: <motivo>".';
    expect(finding.meta.suppressionNote).toBe(note);
    expect(log).toContainEqual({ level: 'warn', file: 'a.js', message: note });
  });

  it('a impressão digital não muda com a supressão (a triagem segue o achado)', async () => {
    const before = await scanTree({ 'a.js': `const cpf = "${CPF}";\n` });
    const after = await scanTree({ 'a.js': `// vigia-ignore pii-cpf: massa de teste\nconst cpf = "${CPF}";\n` });
    expect(only(after.findings, 'a.js', 'pii-cpf').fingerprint).toBe(only(before.findings, 'a.js', 'pii-cpf').fingerprint);
  });
});

describe('supressões no SARIF', () => {
  it('exporta inSource com status e justificativa, valida no schema e reimporta igual', async () => {
    const { findings } = await scanTree({ 'a.js': `// vigia-ignore pii-cpf: massa de teste\nconst cpf = "${CPF}";\n` });
    const sarif = toSarif(findings) as { runs: { results: { suppressions?: unknown[] }[] }[] };
    expect(sarif.runs[0]?.results[0]?.suppressions).toEqual([{ kind: 'inSource', status: 'accepted', justification: 'massa de teste' }]);
    expect(validateSarif(sarif)).toEqual({ valid: true, errors: [] });
    expect(importSarif(JSON.parse(JSON.stringify(sarif))).findings).toEqual(findings);
  });

  it('honra as supressões de um SARIF de outra ferramenta: aceita, em análise, rejeitada', () => {
    const result = (ruleId: string, line: number, suppressions?: unknown[]) => ({
      ruleId,
      level: 'error',
      message: { text: 'SQL montado com entrada do usuário' },
      locations: [{ physicalLocation: { artifactLocation: { uri: 'app/db.py' }, region: { startLine: line } } }],
      ...(suppressions ? { suppressions } : {}),
    });
    const sarif = {
      version: '2.1.0',
      runs: [{
        tool: { driver: { name: 'Semgrep OSS', rules: [{ id: 'sql', properties: { tags: ['CWE-89'] } }] } },
        results: [
          result('sql', 1, [{ kind: 'external', status: 'accepted', justification: 'consulta com parâmetros fixos' }]),
          result('sql', 2, [{ kind: 'inSource' }]),
          result('sql', 3, [{ kind: 'external', status: 'underReview', justification: 'pedido de exceção' }]),
          result('sql', 4, [{ kind: 'external', status: 'rejected', justification: 'recusado' }]),
        ],
      }],
    };
    const byLine = Object.fromEntries(importSarif(sarif).findings.map((f) => [f.line, f.suppression]));
    expect(byLine[1]).toEqual({ kind: 'external', status: 'accepted', justification: 'consulta com parâmetros fixos' });
    expect(byLine[2]).toEqual({ kind: 'inSource', status: 'accepted', justification: 'Suprimido em Semgrep OSS, sem justificativa informada.' });
    expect(byLine[3]).toEqual({ kind: 'external', status: 'underReview', justification: 'pedido de exceção' });
    expect(byLine[4]).toBeUndefined();
  });
});
