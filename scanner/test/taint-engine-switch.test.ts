// VIGIA_TAINT_ENGINE: which languages the IR engine analyses, read once per process. JavaScript/TypeScript,
// Python, Go, Kotlin, PHP and C# are the engine's whatever the value: this file's process scans with `legacy`, and the old
// pass's dead-branch finding must not come back, while Java stays with its own interpreter.
import { describe, expect, it } from 'vitest';
import { scanFiles } from '../src/index.js';
import { parseTaintEngine } from '../src/taint/engine-switch.js';
import { makeTree } from './helpers.js';

process.env.VIGIA_TAINT_ENGINE = 'legacy';

describe('VIGIA_TAINT_ENGINE', () => {
  it('JS/TS, Python, Go, Kotlin, PHP e C# são sempre do motor novo (legacy, vazio ou qualquer lista); ir liga as linguagens que ele lê', () => {
    const engineOnly = ['csharp', 'go', 'javascript', 'kotlin', 'php', 'python', 'typescript'];
    expect([...parseTaintEngine(undefined)].sort()).toEqual(engineOnly);
    expect([...parseTaintEngine('legacy')].sort()).toEqual(engineOnly);
    expect([...parseTaintEngine('ir')].sort()).toEqual([...engineOnly, 'java'].sort());
    expect([...parseTaintEngine('ir:typescript')].sort()).toEqual(engineOnly);
    expect([...parseTaintEngine('ir:csharp')].sort()).toEqual(engineOnly);
    // Java has a frontend behind the switch: only a value that names it moves it to the engine.
    expect([...parseTaintEngine('ir:python, java')].sort()).toEqual([...engineOnly, 'java'].sort());
  });

  it('um valor desconhecido para a varredura com mensagem clara', () => {
    expect(() => parseTaintEngine('novo')).toThrow('VIGIA_TAINT_ENGINE inválido: "novo"');
    expect(() => parseTaintEngine('ir:cobol')).toThrow(/use legacy, ir ou ir:<linguagem>/);
  });

  it('com legacy, arquivos JS/TS e Python passam só pelo motor novo (o antigo não volta); Java segue no seu interpretador', async () => {
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
