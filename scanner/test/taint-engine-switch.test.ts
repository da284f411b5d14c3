// VIGIA_TAINT_ENGINE: which languages the IR engine analyses, read once per process. Every taint language
// (Java, JavaScript/TypeScript, Python, Go, Kotlin, PHP, C#) is the engine's whatever the value: this file's
// process scans with `legacy`, and the old passes' dead-branch findings must not come back.
import { describe, expect, it } from 'vitest';
import { scanFiles } from '../src/index.js';
import { parseTaintEngine } from '../src/taint/engine-switch.js';
import { makeTree } from './helpers.js';

process.env.VIGIA_TAINT_ENGINE = 'legacy';

describe('VIGIA_TAINT_ENGINE', () => {
  it('Java, JS/TS, Python, Go, Kotlin, PHP e C# são sempre do motor novo (legacy, vazio, ir ou qualquer lista)', () => {
    const engineOnly = ['csharp', 'go', 'java', 'javascript', 'kotlin', 'php', 'python', 'typescript'];
    for (const value of [undefined, 'legacy', 'ir', 'ir:typescript', 'ir:python, java']) expect([...parseTaintEngine(value)].sort()).toEqual(engineOnly);
  });

  it('um valor desconhecido para a varredura com mensagem clara', () => {
    expect(() => parseTaintEngine('novo')).toThrow('VIGIA_TAINT_ENGINE inválido: "novo"');
    expect(() => parseTaintEngine('ir:cobol')).toThrow(/use legacy, ir ou ir:<linguagem>/);
  });

  it('com legacy, arquivos JS/TS, Python e Java passam só pelo motor novo (o antigo não volta)', async () => {
    const js = `const DEPURAR = false;
app.get('/d', (req, res) => {
  if (DEPURAR) { db.query('SELECT ' + req.query.x); }
  db.query('SELECT * FROM t WHERE id = ' + req.query.id);
});`;
    const py = `DEPURAR = False
@app.route("/r")
def r():
    if DEPURAR:
        eval(request.args["codigo"])
    os.system("ls " + request.args["d"])
`;
    const java = `public class Extrato extends javax.servlet.http.HttpServlet {
  private java.sql.Connection conexao;
  protected void doPost(javax.servlet.http.HttpServletRequest request, javax.servlet.http.HttpServletResponse response) throws Exception {
    conexao.createStatement().executeQuery("SELECT * FROM extrato WHERE cpf = '" + request.getParameter("cpf") + "'");
  }
}`;
    const root = makeTree({ 'rotas.js': js, 'app.py': py, 'Extrato.java': java });
    const { findings } = await scanFiles(root, ['rotas.js', 'app.py', 'Extrato.java']);
    const taint = findings.filter((f) => f.trace?.length).map((f) => `${f.file}:${f.line}:${f.rule}`).sort();
    expect(taint).toEqual(['Extrato.java:4:injection-sql', 'app.py:6:injection-command', 'rotas.js:4:injection-sql']);
  });
});
