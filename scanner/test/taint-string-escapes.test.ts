// String literals with escapes JSON would reject (`\'`, `\l`, octal, `\u` forms): decoded by each language's rules, the file still analysed.
import { describe, expect, it } from 'vitest';
import { scanFiles } from '../src/index.js';
import { decodeEscape, decodeEscapes } from '../src/taint/escapes.js';
import { analyzeWithEngine } from '../src/taint/engine/analyze.js';
import { makeTree } from './helpers.js';

const servlet = (body: string): string => `
import javax.servlet.http.*;
public class ExtratoCliente extends HttpServlet {
  private java.sql.Connection conexao;
  protected void doPost(HttpServletRequest request, HttpServletResponse response) throws Exception {
    String cpf = request.getParameter("cpf");
${body}
  }
}`;

describe('escapes de literais de string', () => {
  it('quando um literal Java tem \\\' \\l, octal e \\u, então o arquivo é analisado e o achado sai', async () => {
    const src = servlet(`    String aviso = "O cliente n\\'est\\l\\7 ativo \\u00e9 \\101";
    conexao.createStatement().executeQuery("SELECT * FROM extrato WHERE cpf = '" + cpf + "'" + aviso);`);
    const root = makeTree({ 'ExtratoCliente.java': src });
    const { findings, log } = await scanFiles(root, ['ExtratoCliente.java']);
    expect(findings.filter((f) => f.rule === 'injection-sql').map((f) => f.line)).toEqual([8]);
    expect(log.filter((l) => l.level !== 'info')).toEqual([]);
  });

  it('quando uma condição compara literais com escapes, então o valor decodificado decide o ramo (Java)', () => {
    // Only the decoded "A'" equals the other literal: the branch with the input is live, so the query is reported.
    const live = servlet(`    String modo = "\\u0041\\'";
    String sql = "fixo";
    if (modo.equals("A'")) sql = "SELECT * FROM c WHERE cpf = " + cpf;
    conexao.createStatement().executeQuery(sql);`);
    const dead = live.replace('if (modo.equals("A\'"))', 'if (modo.equals("\\\\u0041"))');
    expect(analyzeWithEngine('ExtratoCliente.java', live).map((h) => h.ruleId)).toContain('injection-sql');
    expect(analyzeWithEngine('ExtratoCliente.java', dead).map((h) => h.ruleId)).not.toContain('injection-sql');
  });

  it('quando um mapa Kotlin tem chaves com escapes, então a leitura pela chave decodificada acha a entrada limpa; a string crua não decodifica', () => {
    const src = (key: string): string => `class Extrato(private val conexao: java.sql.Connection) {
    fun buscar(@RequestParam conta: String) {
        val partes = mapOf(${key} to "ativo = true", "livre" to conta)
        conexao.createStatement().executeQuery("SELECT * FROM c WHERE " + partes["fixo"])
    }
}`;
    // "fi\u0078o" is "fixo", the clean entry; in a raw string the backslash stays and the key is another.
    expect(analyzeWithEngine('Extrato.kt', src('"fi\\u0078o"')).map((h) => h.ruleId)).not.toContain('injection-sql');
    expect(analyzeWithEngine('Extrato.kt', src('"""fi\\u0078o"""')).map((h) => h.ruleId)).toContain('injection-sql');
  });

  it('quando literais de outras linguagens têm escapes estranhos, então cada arquivo ainda dá o seu achado', async () => {
    const files: Record<string, string> = {
      'handler.go': `package extrato
import ("database/sql"; "net/http")
func Extrato(db *sql.DB, w http.ResponseWriter, r *http.Request) {
	aviso := "n\\'a\\101\\x41\\u00e9\\U0001F600"
	db.Query("SELECT * FROM c WHERE cpf = '" + r.URL.Query().Get("cpf") + "'" + aviso)
}
`,
      'app.py': `from flask import request
import os
def extrato():
    aviso = "n\\'a\\l\\101\\x41\\N{BULLET}"
    os.system("consulta " + request.args.get("cpf") + aviso)
`,
      'app.js': `const { exec } = require('child_process');
app.get('/extrato', (req, res) => {
  const aviso = "n\\'a\\l\\101\\x41\\u{1F600}";
  exec('consulta ' + req.query.cpf + aviso);
});
`,
      'app.php': `<?php
$aviso = "n\\'a\\l\\101\\x41\\u{e9}\\$";
$s = 'n\\'a\\\\l';
system("consulta " . $_GET["cpf"] . $aviso . $s);
`,
      'Api.cs': `public class ContasController : ControllerBase {
  private readonly SqlConnection _conexao;
  public IActionResult Buscar([FromQuery] string documento) {
    var aviso = "n\\'a\\x41\\u00e9\\U0001F600\\0";
    return Ok(new SqlCommand("SELECT * FROM c WHERE documento = '" + documento + "'" + aviso, _conexao).ExecuteReader());
  }
}
`,
    };
    const root = makeTree(files);
    const { findings, log } = await scanFiles(root, Object.keys(files));
    expect(log.filter((l) => l.level !== 'info')).toEqual([]);
    const filesWithTaint = new Set(findings.filter((f) => f.trace).map((f) => f.file));
    expect([...filesWithTaint].sort()).toEqual(Object.keys(files).sort());
  });

  it('decodifica cada forma pelas regras da linguagem, sem nunca lançar', () => {
    expect(decodeEscape("\\'", 'java')).toBe("'");
    expect(decodeEscape('\\l', 'java')).toBe('l');
    expect(decodeEscape('\\7', 'java')).toBe('\x07');
    expect(decodeEscape('\\101', 'go')).toBe('A');
    expect(decodeEscape('\\u0041', 'csharp')).toBe('A');
    expect(decodeEscape('\\U0001F600', 'go')).toBe('😀');
    expect(decodeEscape('\\u{1F600}', 'javascript')).toBe('😀');
    expect(decodeEscape('\\x41', 'php')).toBe('A');
    expect(decodeEscape('\\$', 'php')).toBe('$');
    expect(decodeEscape('\\q', 'php')).toBe('\\q');
    expect(decodeEscape('\\l', 'python')).toBe('\\l');
    expect(decodeEscape('\\s', 'java')).toBe(' ');
    expect(decodeEscape('\\u{110000}', 'javascript')).toBe('\\u{110000}');
    expect(decodeEscape('\\N{BULLET}', 'python')).toBe('\\N{BULLET}');
    expect(decodeEscapes('a\\$b\\u0041\\n', 'kotlin')).toBe('a$bA\n');
    expect(decodeEscapes('n\\\'a\\l\\101\\x41', 'python')).toBe("n'a\\lAA");
    expect(decodeEscapes('\\x414', 'go')).toBe('A4');
    expect(decodeEscapes('\\x414', 'csharp')).toBe('\u0414');
    expect(decodeEscapes('fim\\', 'java')).toBe('fim\\');
  });
});
