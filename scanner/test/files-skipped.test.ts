// "No file lost": every file the scan could not read or analyse is counted and named with its reason, in the result and in SARIF.
import { describe, expect, it } from 'vitest';
import { scanDirectory, scanFiles, SKIPPED_FILES_KEPT, toSarif, validateSarif } from '../src/index.js';
import type { SkippedFile } from '../src/types.js';
import { makeTree } from './helpers.js';

const SQLI = `import javax.servlet.http.*;
public class Extrato extends HttpServlet {
  private java.sql.Connection conexao;
  protected void doGet(HttpServletRequest request, HttpServletResponse response) throws Exception {
    String cpf = request.getParameter("cpf");
    conexao.createStatement().executeQuery("SELECT * FROM extrato WHERE cpf = '" + cpf + "'");
  }
  void quebrado() { int x = ; }
}
`;
// A generated route file: more expressions than the per-file work budget of the JS analysis; past 100,000 characters, too large for it.
const generated = (lines: number): string =>
  `const { exec } = require('child_process');\napp.get('/gerado', (req, res) => {\n  exec(req.query.c);\n${'  total = total + req.query.n * 2 - 1;\n'.repeat(lines)}});\n`;

const byFile = (skipped: readonly SkippedFile[]): Record<string, [string, string]> =>
  Object.fromEntries(skipped.map((s) => [s.file, [s.code, s.stage]]));

describe('arquivos não analisados (filesSkipped)', () => {
  const root = makeTree({
    'src/Extrato.java': SQLI,
    'src/rotas-geradas.js': generated(800),
    'src/rotas-enormes.js': generated(3_000),
    'docs/grande.md': `${'linha de texto\n'.repeat(20_000)}`,
    'data/blob.txt': Buffer.from([0x65, 0x76, 0x61, 0x6c, 0, 0x28, 0x29]),
    'public/bundle.js': `${'var a=1;'.repeat(2000)}eval(userInput);`,
    'node_modules/lib/index.js': 'eval(x);\n',
    'assets/logo.png': Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0]),
  });

  it('quando a árvore tem arquivo grande, binário, minificado, com erro de sintaxe e gerado demais, então cada um é nomeado com seu motivo; os de política não', async () => {
    const result = await scanDirectory(root, { maxFileBytes: 200_000, checkpointEvery: 2 });
    expect(byFile(result.filesSkipped)).toEqual({
      'docs/grande.md': ['too_large', 'listing'],
      'data/blob.txt': ['binary_content', 'reading'],
      'public/bundle.js': ['minified_content', 'reading'],
      'src/Extrato.java': ['parse_error', 'taint'],
      'src/rotas-enormes.js': ['too_large_for_analysis', 'taint'],
      'src/rotas-geradas.js': ['work_budget', 'taint'],
    });
    expect(result.filesSkippedCount).toBe(6);
    expect(result.filesSkipped.find((s) => s.file === 'src/Extrato.java')?.reason).toMatch(/^Erro de sintaxe na linha 8: /);
    expect(result.filesSkipped.find((s) => s.file === 'docs/grande.md')?.reason).toBe('Arquivo maior que o limite de 195 KB; não foi lido.');
    // The file with a syntax error is still analysed where it can be: its finding stays.
    expect(result.findings.filter((f) => f.file === 'src/Extrato.java').map((f) => [f.rule, f.line])).toContainEqual(['injection-sql', 6]);
  });

  it('quando a análise de fluxo esgota o orçamento de trabalho, então o arquivo é nomeado e os achados até ali ficam', async () => {
    const { findings, filesSkipped } = await scanFiles(root, ['src/rotas-geradas.js']);
    expect(byFile(filesSkipped)).toEqual({ 'src/rotas-geradas.js': ['work_budget', 'taint'] });
    expect(findings.map((f) => [f.rule, f.line])).toContainEqual(['injection-command', 3]);
  });

  it('quando um arquivo listado some antes da leitura, então ele é nomeado como ilegível', async () => {
    const { filesSkipped, filesSkippedCount } = await scanFiles(root, ['src/sumiu.txt']);
    expect(filesSkippedCount).toBe(1);
    expect(filesSkipped[0]).toEqual({ file: 'src/sumiu.txt', code: 'unreadable', stage: 'reading', reason: 'Não foi possível ler o arquivo (ENOENT).' });
  });

  it('quando há mais arquivos perdidos que o limite, então a contagem é exata e só os primeiros são nomeados', async () => {
    const missing = Array.from({ length: SKIPPED_FILES_KEPT + 7 }, (_, i) => `perdidos/${String(i).padStart(5, '0')}.txt`);
    const result = await scanFiles(root, missing);
    expect(result.filesSkippedCount).toBe(SKIPPED_FILES_KEPT + 7);
    expect(result.filesSkipped).toHaveLength(SKIPPED_FILES_KEPT);
    expect(result.filesSkipped[0]?.file).toBe('perdidos/00000.txt');
    const sarif = toSarif(result.findings, result);
    expect(sarif.runs[0]?.invocations?.[0]?.toolExecutionNotifications?.at(-1)?.message.text).toBe('Outros 7 arquivo(s) não analisado(s) não estão listados.');
  });

  it('quando o SARIF é gerado, então runs[0].invocations traz cada arquivo não analisado como aviso no local do arquivo, válido pelo esquema', async () => {
    const result = await scanDirectory(root, { maxFileBytes: 200_000 });
    const sarif = toSarif(result.findings, result);
    expect(validateSarif(sarif)).toEqual({ valid: true, errors: [] });
    const invocation = sarif.runs[0]?.invocations?.[0];
    expect(invocation?.executionSuccessful).toBe(true);
    const notes = invocation?.toolExecutionNotifications ?? [];
    expect(notes).toHaveLength(6);
    expect(notes.every((n) => n.level === 'warning')).toBe(true);
    const blob = notes.find((n) => n.locations?.[0]?.physicalLocation.artifactLocation.uri === 'data/blob.txt');
    expect(blob).toMatchObject({ descriptor: { id: 'binary_content' }, message: { text: 'O conteúdo do arquivo é binário; não foi analisado.' } });
  });
});
