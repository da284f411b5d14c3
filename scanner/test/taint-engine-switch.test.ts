// VIGIA_TAINT_ENGINE: which languages the IR engine analyses, read once per process. This file's
// process scans with `ir`, so the old pass must not run for JavaScript/TypeScript (its dead-branch
// finding would show) while Python stays with the script interpreter.
import { describe, expect, it } from 'vitest';
import { scanFiles } from '../src/index.js';
import { parseTaintEngine } from '../src/taint/engine-switch.js';
import { makeTree } from './helpers.js';

process.env.VIGIA_TAINT_ENGINE = 'ir';

describe('VIGIA_TAINT_ENGINE', () => {
  it('legacy (ou vazio) não liga o motor novo; ir liga todas as linguagens que ele lê; ir:<lista> só essas', () => {
    expect([...parseTaintEngine(undefined)]).toEqual([]);
    expect([...parseTaintEngine('legacy')]).toEqual([]);
    expect([...parseTaintEngine('ir')].sort()).toEqual(['javascript', 'typescript']);
    expect([...parseTaintEngine('ir:typescript')]).toEqual(['typescript']);
    // Python has no frontend yet: it stays with its interpreter.
    expect([...parseTaintEngine('ir:javascript, python')]).toEqual(['javascript']);
  });

  it('um valor desconhecido para a varredura com mensagem clara', () => {
    expect(() => parseTaintEngine('novo')).toThrow('VIGIA_TAINT_ENGINE inválido: "novo"');
    expect(() => parseTaintEngine('ir:cobol')).toThrow(/use legacy, ir ou ir:<linguagem>/);
  });

  it('com ir, arquivos JS/TS passam só pelo motor novo; Python segue no interpretador antigo', async () => {
    const js = `const DEPURAR = false;
app.get('/d', (req, res) => {
  if (DEPURAR) { db.query('SELECT ' + req.query.x); }
  db.query('SELECT * FROM t WHERE id = ' + req.query.id);
});`;
    const py = `@app.route("/r")
def r():
    os.system("ls " + request.args["d"])
`;
    const root = makeTree({ 'rotas.js': js, 'app.py': py });
    const { findings } = await scanFiles(root, ['rotas.js', 'app.py']);
    const taint = findings.filter((f) => f.trace?.length).map((f) => `${f.file}:${f.line}:${f.rule}`).sort();
    expect(taint).toEqual(['app.py:3:injection-command', 'rotas.js:4:injection-sql']);
  });
});
