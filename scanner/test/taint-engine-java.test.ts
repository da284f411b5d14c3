// The Java frontend on the IR engine: what the old Java interpreter followed (constant folding of string
// methods and dead switch arms, lists and maps by place, builders, wrappers of the request, helper
// classes holding the request, package-qualified classes), each with a look-alike that must stay reported.
import { describe, expect, it } from 'vitest';
import { analyzeWithEngine, mayNeedEngineAnalysis } from '../src/taint/engine/analyze.js';
import { Project } from '../src/taint/project/project.js';

/** A servlet of our own whose doPost runs `body` (with `cpf` read from the request). */
const servlet = (body: string, extra = ''): string => `import javax.servlet.http.*;
import java.sql.Connection;
import java.util.*;

public class ConsultaServlet extends HttpServlet {
  private Connection conexao;

  protected void doPost(HttpServletRequest request, HttpServletResponse response) throws Exception {
    String cpf = request.getParameter("cpf");
    ${body}
  }
${extra}
}
`;
const linesOf = (src: string, rule = 'injection-sql'): number[] => analyzeWithEngine('ConsultaServlet.java', src).filter((h) => h.ruleId === rule).map((h) => h.line);
const QUERY = 'conexao.createStatement().executeQuery("SELECT * FROM clientes WHERE cpf = \'" + alvo + "\'");';

describe('Java no motor de IR', () => {
  it('um switch sobre "ABC".charAt(1) só executa o braço que casa; com índice do cliente, todos', () => {
    const src = (index: string): string => servlet(`String alvo;\n    switch ("ABC".charAt(${index})) {\n      case 'A': alvo = cpf; break;\n      case 'B': alvo = "000"; break;\n      default: alvo = cpf;\n    }\n    ${QUERY}`);
    expect(linesOf(src('1'))).toEqual([]);
    expect(linesOf(src('Integer.parseInt(request.getParameter("i"))'))).toEqual([16]);
  });

  it('lista e mapa por posição: add/remove/get e put/get com chave constante', () => {
    const lista = (index: number): string => servlet(`List<String> partes = new ArrayList<>();\n    partes.add("seguro");\n    partes.add(cpf);\n    partes.add("outro");\n    partes.remove(0);\n    String alvo = partes.get(${index});\n    ${QUERY}`);
    expect(linesOf(lista(1))).toEqual([]);
    expect(linesOf(lista(0))).toEqual([16]);
    const mapa = (key: string): string => servlet(`Map<String, String> filtros = new HashMap<>();\n    filtros.put("status", "ATIVO");\n    filtros.put("cpf", cpf);\n    String alvo = filtros.get("${key}");\n    ${QUERY}`);
    expect(linesOf(mapa('status'))).toEqual([]);
    expect(linesOf(mapa('cpf'))).toEqual([14]);
  });

  it('StringBuilder encadeado devolve o próprio builder', () => {
    expect(linesOf(servlet(`String alvo = new StringBuilder(cpf).append("-x").toString();\n    ${QUERY}`))).toEqual([11]);
    expect(linesOf(servlet(`String alvo = new StringBuilder("000").append("-x").toString();\n    ${QUERY}`))).toEqual([]);
  });

  it('objeto de classe não vista que envolve a requisição: getters com nome de parâmetro são entrada, os outros têm origem desconhecida', () => {
    const src = (getter: string): string => servlet(`org.acme.Requisicao req = new org.acme.Requisicao(request);\n    response.getWriter().println(req.${getter}("cpf"));`);
    expect(linesOf(src('getTheParameter'), 'xss')).toEqual([11]);
    expect(linesOf(src('getNome'), 'xss')).toEqual([]);
  });

  it('classe do arquivo que guarda a requisição num campo: o método que lê dela é entrada', () => {
    const wrapper = `  static class Cobranca {\n    private HttpServletRequest pedido;\n    Cobranca(HttpServletRequest pedido) { this.pedido = pedido; }\n    String txid() { return pedido.getParameter("txid"); }\n    String moeda() { return "BRL"; }\n  }`;
    expect(linesOf(servlet(`String alvo = new Cobranca(request).txid();\n    ${QUERY}`, wrapper))).toEqual([11]);
    expect(linesOf(servlet(`String alvo = new Cobranca(request).moeda();\n    ${QUERY}`, wrapper))).toEqual([]);
  });

  it('uma classe com pacote (org.acme.Util) não é variável de origem desconhecida', () => {
    expect(analyzeWithEngine('ConsultaServlet.java', servlet(`String alvo = org.acme.Util.prefixo("x");\n    ${QUERY}`))).toEqual([]);
    expect(linesOf(servlet(`String alvo = org.acme.Util.prefixo(cpf);\n    ${QUERY}`))).toEqual([11]);
  });
});

describe('Java no motor de IR: métodos do arquivo que devolvem número', () => {
  const dto = (tipo: string): string => `import org.springframework.web.bind.annotation.*;

class PedidoLimite {
  private String conta;
  private ${tipo} valor;
  public ${tipo} getValor() { return valor; }
}

@RestController
class LimiteController {
  private JdbcTemplate jdbc;

  @PostMapping("/limites")
  public void alterar(@RequestBody PedidoLimite pedido) {
    jdbc.update("UPDATE limites SET valor = " + pedido.getValor());
  }
}
`;

  it('o getter int de um DTO ligado ao corpo é um número; o getter String continua entrada', () => {
    expect(analyzeWithEngine('LimiteController.java', dto('int')).map((h) => h.ruleId)).toEqual([]);
    expect(analyzeWithEngine('LimiteController.java', dto('String')).map((h) => `${h.ruleId}:${h.line}`)).toEqual(['injection-sql:15']);
  });
});

describe('Java no motor de IR: verificação do host de um URI', () => {
  const src = (host: string): string => `import javax.servlet.http.*;
import java.net.URI;

class RetornoServlet extends HttpServlet {
  protected void doGet(HttpServletRequest request, HttpServletResponse response) throws Exception {
    String volta = request.getParameter("volta");
    URI uri = URI.create(volta);
    if (!${host}.equals(uri.getHost())) {
      response.sendRedirect("/inicio");
      return;
    }
    response.sendRedirect(volta);
  }
}
`;

  it('o host do URI comparado com uma constante limita o redirecionamento; comparado com dado do cliente, não', () => {
    expect(analyzeWithEngine('RetornoServlet.java', src('"app.banco.com.br"')).map((h) => h.ruleId)).toEqual([]);
    expect(analyzeWithEngine('RetornoServlet.java', src('request.getParameter("host")')).map((h) => `${h.ruleId}:${h.line}`)).toEqual(['open-redirect:12']);
  });
});

describe('Java no motor de IR: nome de view do Spring MVC', () => {
  it('só um @Controller sem @ResponseBody devolve nome de view', () => {
    const src = (annotation: string): string => `@${annotation}\nclass PainelController {\n  @GetMapping("/painel")\n  public String painel(@RequestParam String aba) {\n    return "painel/" + aba;\n  }\n}\n`;
    expect(analyzeWithEngine('PainelController.java', src('Controller')).map((h) => `${h.ruleId}:${h.line}`)).toEqual(['template-injection:5']);
    expect(analyzeWithEngine('PainelController.java', src('RestController')).map((h) => h.ruleId)).toEqual([]);
    // The prefilter lets such a file through: its sink is a return, no call.
    expect(mayNeedEngineAnalysis('PainelController.java', src('Controller'))).toBe(true);
  });
});

describe('Java no motor de IR: classes de outros arquivos', () => {
  it('um método estático de uma classe de outro arquivo, importada pelo pacote (import a.b.C ou a.b.*), é seguido; a homônima de um pacote não importado não conta', () => {
    const util = (pkg: string, body: string): string => `package ${pkg};\n\nimport javax.servlet.http.HttpServletRequest;\n\npublic final class Entrada {\n  public static String cpf(HttpServletRequest request) {\n    return ${body};\n  }\n}\n`;
    const tree: Record<string, string> = {
      'src/br/com/banco/entrada/Entrada.java': util('br.com.banco.entrada', 'request.getParameter("cpf")'),
      'src/br/com/banco/seguro/Entrada.java': util('br.com.banco.seguro', '"000"'),
    };
    const project = new Project({ version: 1, files: [...Object.keys(tree), 'src/Consulta.java'], modules: {} }, (f) => tree[f]);
    const consulta = (imported: string): string => `import ${imported};\n${servlet('String alvo = Entrada.cpf(request);\n    ' + QUERY)}`;
    expect(analyzeWithEngine('src/Consulta.java', consulta('br.com.banco.entrada.Entrada'), undefined, project).filter((h) => h.ruleId === 'injection-sql').map((h) => h.line)).toEqual([12]);
    expect(analyzeWithEngine('src/Consulta.java', consulta('br.com.banco.entrada.*'), undefined, project).filter((h) => h.ruleId === 'injection-sql').map((h) => h.line)).toEqual([12]);
    expect(analyzeWithEngine('src/Consulta.java', consulta('br.com.banco.seguro.Entrada'), undefined, project).filter((h) => h.ruleId === 'injection-sql')).toEqual([]);
  });
});

describe('Java no motor de IR: checagens de constantes', () => {
  const checks = (src: string): string[] => analyzeWithEngine('ConsultaServlet.java', src).map((h) => h.ruleId).filter((r) => !r.startsWith('injection'));

  it('o algoritmo vem do padrão de Properties.getProperty(k, padrão) e de um campo constante; num método de senha o hash fraco é de senha', () => {
    expect(checks(servlet('java.util.Properties p = new java.util.Properties();\n    MessageDigest.getInstance(p.getProperty("hashAlg1", "SHA1"));'))).toEqual(['crypto-weak-hash']);
    expect(checks(servlet('java.util.Properties p = new java.util.Properties();\n    MessageDigest.getInstance(p.getProperty("hashAlg1", "SHA-512"));'))).toEqual([]);
    expect(checks(servlet('MessageDigest.getInstance(ALGORITMO);', '  private static final String ALGORITMO = "MD5";'))).toEqual(['crypto-weak-hash']);
    expect(checks(servlet('', '  String hashPassword(String senha) throws Exception {\n    return new String(MessageDigest.getInstance("MD5").digest(senha.getBytes()));\n  }'))).toEqual(['crypto-weak-password-hash']);
  });

  it('um cookie enviado sem setSecure(true) e sem setHttpOnly(true) dá as duas regras; setSecure(false) não conta', () => {
    expect(checks(servlet('Cookie c = new Cookie("s", cpf);\n    c.setSecure(false);\n    response.addCookie(c);'))).toEqual(['cookie-insecure', 'cookie-no-httponly']);
    expect(checks(servlet('Cookie c = new Cookie("s", cpf);\n    c.setSecure(true);\n    c.setHttpOnly(true);\n    response.addCookie(c);'))).toEqual([]);
  });
});
