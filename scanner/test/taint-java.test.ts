// The Java taint analysis: traces from source to sink, constants and sanitizers, helper methods, SARIF code flows.
import { describe, expect, it } from 'vitest';
import { scanFiles, toSarif, validateSarif } from '../src/index.js';
import { analyzeWithEngine } from '../src/taint/engine/analyze.js';
import { makeTree, tracePath, traceRows } from './helpers.js';

const servlet = (body: string, extra = ''): string => `
import javax.servlet.http.*;
public class ExtratoCliente extends HttpServlet {
  private java.sql.Connection conexao;
  protected void doPost(HttpServletRequest request, HttpServletResponse response) throws Exception {
${body}
  }
${extra}
}`;

const rules = (src: string): string[] => analyzeWithEngine('ExtratoCliente.java', src).map((h) => `${h.line}:${h.ruleId}`).sort();

describe('análise de taint em Java', () => {
  it('leva o rastro da entrada (linha da fonte) até a execução SQL (linha do sink)', async () => {
    const src = servlet(`    String cpf = request.getParameter("cpf");
    String sql = "SELECT * FROM extrato WHERE cpf = '" + cpf + "'";
    conexao.createStatement().executeQuery(sql);`);
    const root = makeTree({ 'ExtratoCliente.java': src });
    const { findings } = await scanFiles(root, ['ExtratoCliente.java']);
    const sqli = findings.find((f) => f.rule === 'injection-sql');
    expect(sqli?.line).toBe(8);
    expect(traceRows(sqli)).toEqual(tracePath([6, 'entrada: request.getParameter()'], [7, 'concatenação'], [8, 'execução SQL']));
    const sarif = toSarif(findings);
    expect(validateSarif(sarif)).toEqual({ valid: true, errors: [] });
    const flow = sarif.runs[0]?.results?.find((r) => r.ruleId === 'injection-sql')?.codeFlows?.[0]?.threadFlows[0]?.locations;
    expect(flow?.map((l) => l.location.physicalLocation.region.startLine)).toEqual([6, 7, 8]);
  });

  it('não reporta valores constantes em todos os caminhos (if, ternário, switch, mapa)', () => {
    const src = servlet(`    String cpf = request.getParameter("cpf");
    String a = (3 * 5 > 20) ? cpf : "fixo";
    String b = "x";
    if (10 % 3 == 1) b = "y"; else b = cpf;
    java.util.Map<String, String> m = new java.util.HashMap<>();
    m.put("k1", "constante"); m.put("k2", cpf);
    String c = m.get("k1");
    String d;
    switch ("PIX".charAt(0)) { case 'P': d = "pix"; break; default: d = cpf; }
    java.sql.Statement st = conexao.createStatement();
    st.execute("DELETE FROM t WHERE a = '" + a + b + c + d + "'");
    st.execute("DELETE FROM t WHERE a = '" + m.get("k2") + "'");`);
    expect(rules(src)).toEqual(['17:injection-sql']);
  });

  it('respeita sanitizadores: parse numérico, PreparedStatement, encoder HTML só para XSS', () => {
    const src = servlet(`    String conta = request.getParameter("conta");
    long id = Long.parseLong(conta);
    conexao.createStatement().executeQuery("SELECT * FROM contas WHERE id = " + id);
    java.sql.PreparedStatement ps = conexao.prepareStatement("SELECT * FROM contas WHERE id = ?");
    ps.setString(1, conta);
    String seguro = org.owasp.esapi.ESAPI.encoder().encodeForHTML(conta);
    response.getWriter().print(seguro);
    conexao.createStatement().executeQuery("SELECT * FROM c WHERE n = '" + seguro + "'");`);
    expect(rules(src)).toEqual(['13:injection-sql']);
  });

  it('segue métodos auxiliares e classes internas do mesmo arquivo pelo parâmetro que chega ao retorno', () => {
    const src = servlet(`    String cpf = request.getParameter("cpf");
    String limpo = new Auxiliar().escolher(cpf, "fixo");
    String sujo = new Auxiliar().escolher("fixo", cpf);
    response.getWriter().println(limpo);
    response.getWriter().println(sujo);`, `
  private class Auxiliar {
    String escolher(String ignorado, String usado) { return "<b>" + usado + "</b>"; }
  }`);
    const hits = analyzeWithEngine('ExtratoCliente.java', src);
    expect(hits.map((h) => `${h.line}:${h.ruleId}`)).toEqual(['10:xss']);
    expect(hits[0]?.trace?.map((s) => s.note)).toContain('retorno de escolher()');
  });

  it('trata parâmetros Spring (@RequestParam) como entrada e parâmetro sem chamador como "sink presente"', () => {
    const src = `
public class ContaController {
  private java.sql.Connection conexao;
  public void buscar(@RequestParam String cpf) throws Exception {
    conexao.createStatement().executeQuery("SELECT * FROM contas WHERE cpf = '" + cpf + "'");
  }
  public void gravar(String filtro) throws Exception {
    conexao.createStatement().executeQuery(filtro);
  }
}`;
    expect(analyzeWithEngine('ContaController.java', src).map((h) => `${h.line}:${h.ruleId}`)).toEqual(['5:injection-sql', '8:injection-sql-sink']);
  });

  it('aceita lista de valores permitidos antes do sink', () => {
    const src = servlet(`    String tipo = request.getParameter("tipo");
    java.util.Set<String> permitidos = java.util.Set.of("pix", "ted");
    if (permitidos.contains(tipo)) {
      Runtime.getRuntime().exec("relatorio " + tipo);
    }
    Runtime.getRuntime().exec("relatorio " + tipo);`);
    expect(rules(src)).toEqual(['11:injection-command']);
  });

  it('lê como entrada os getters de um objeto que envolve a requisição (classe de outro arquivo)', () => {
    const src = servlet(`    LeitorRequisicao leitor = new LeitorRequisicao(request);
    String agencia = leitor.getParametroAgencia("agencia");
    String rotulo = leitor.getRotulo();
    new java.io.File("/srv/" + agencia);
    new java.io.File("/srv/" + rotulo);`);
    expect(rules(src)).toEqual(['9:path-traversal']);
  });

  it('não confunde métodos genéricos (update, execute) de objetos que não são banco de dados com SQL', () => {
    const src = servlet(`    String cpf = request.getParameter("cpf");
    feedbackService.update(cpf);
    executor.execute(cpf);
    jdbcTemplate.update("UPDATE contas SET ativo = 1 WHERE cpf = '" + cpf + "'");`);
    expect(rules(src)).toEqual(['9:injection-sql']);
  });

  it('vê sinks e algoritmos fracos dentro de lambdas, com as variáveis capturadas', () => {
    const src = servlet(`    String cpf = request.getParameter("cpf");
    java.util.List<String> contas = java.util.List.of("1", "2");
    contas.forEach(c -> {
      try { conexao.createStatement().execute("UPDATE contas SET cpf = '" + cpf + "' WHERE id = " + c); } catch (Exception e) { }
    });
    contas.forEach(c -> javax.crypto.Cipher.getInstance("DES"));`);
    expect(rules(src)).toEqual(['11:crypto-weak-cipher', '9:injection-sql']);
  });

  it('segue um campo gravado num método e lido em outro', () => {
    const src = `
public class CadastroCliente {
  private String nomeCliente = "anônimo";
  private java.sql.Connection conexao;
  public void salvar() throws Exception {
    conexao.createStatement().execute("INSERT INTO clientes (nome) VALUES ('" + nomeCliente + "')");
  }
  public void receber(javax.servlet.http.HttpServletRequest request) {
    this.nomeCliente = request.getParameter("nome");
  }
}`;
    expect(analyzeWithEngine('CadastroCliente.java', src).map((h) => `${h.line}:${h.ruleId}`)).toEqual(['6:injection-sql']);
  });

  it('reporta o caminho de arquivo onde ele é montado, não a cada uso do mesmo File', () => {
    const src = servlet(`    java.io.File extrato = new java.io.File("/srv/extratos/", request.getParameter("arquivo"));
    java.io.FileInputStream in = new java.io.FileInputStream(extrato);
    java.nio.file.Files.readAllBytes(extrato.toPath());`);
    expect(rules(src)).toEqual(['6:path-traversal']);
  });
});
