// The Kotlin taint analysis on the IR engine (Spring, servlet API, Ktor): sources, propagation, sanitizers and sinks, with traces.
import { describe, expect, it } from 'vitest';
import { scanFiles } from '../src/index.js';
import { analyzeWithEngine, mayNeedEngineAnalysis } from '../src/taint/engine/analyze.js';
import { makeTree, tracePath, traceRows } from './helpers.js';

const rules = (src: string): string[] => analyzeWithEngine('Controller.kt', src).map((h) => `${h.line}:${h.ruleId}`).sort();
const traceOf = (src: string, rule: string): (string | number)[][] | undefined =>
  traceRows(analyzeWithEngine('Controller.kt', src).find((h) => h.ruleId === rule));

describe('análise de taint em Kotlin', () => {
  it('leva o rastro de @RequestParam por um template de string até o JdbcTemplate, uma vez só (sem regra de padrão duplicada)', async () => {
    const src = `class ClienteController(private val jdbc: JdbcTemplate) {
    @GetMapping("/cliente")
    fun buscarCliente(@RequestParam cpf: String): List<Map<String, Any>> {
        val consulta = "SELECT * FROM clientes WHERE cpf = '$cpf'"
        return jdbc.queryForList(consulta)
    }
}
`;
    const root = makeTree({ 'ClienteController.kt': src });
    const { findings } = await scanFiles(root, ['ClienteController.kt']);
    const sqli = findings.filter((f) => f.rule.startsWith('injection-sql'));
    expect(sqli.map((f) => [f.rule, f.line])).toEqual([['injection-sql', 5]]);
    expect(traceRows(sqli[0])).toEqual(tracePath([3, 'entrada: @RequestParam cpf'], [4, 'interpolação em string'], [5, 'execução SQL']));
  });

  it('segue helpers, buildString, StringBuilder, listas e mapas com os valores de cada chamada', () => {
    const src = `class Repo(private val conexao: Connection) {
    private fun filtro(campo: String, valor: String) = "$campo = '$valor'"

    fun listar(request: HttpServletRequest) {
        val conta = request.getParameter("conta")
        conexao.createStatement().executeQuery("SELECT * FROM c WHERE " + filtro("id", "1"))
        conexao.createStatement().executeQuery("SELECT * FROM c WHERE " + filtro("conta", conta))
        val sql = buildString {
            append("SELECT * FROM c WHERE conta = ")
            append(conta)
        }
        conexao.createStatement().execute(sql)
        val sb = StringBuilder("SELECT * FROM c WHERE id = ")
        sb.append(conta)
        conexao.createStatement().executeUpdate(sb.toString())
        val partes = mapOf("fixo" to "ativo = true", "livre" to conta)
        conexao.createStatement().executeQuery("SELECT * FROM c WHERE " + partes["fixo"])
        conexao.createStatement().executeQuery("SELECT * FROM c WHERE " + partes["livre"])
        conexao.createStatement().executeQuery(String.format("SELECT * FROM c WHERE conta = '%s'", conta))
        conexao.createStatement().executeQuery("SELECT * FROM c WHERE conta = '%s'".format("0001"))
    }
}
`;
    expect(rules(src)).toEqual(['7:injection-sql', '12:injection-sql', '15:injection-sql', '18:injection-sql', '19:injection-sql'].sort());
    expect(traceOf(src, 'injection-sql')?.map((s) => s[0])).toEqual([5, 2, 7, 7, 7]);
  });

  it('não reporta constantes, parâmetros vinculados, conversões numéricas, listas de permitidos nem codificadores', () => {
    const src = `class ExtratoController(private val jdbc: JdbcTemplate) {
    companion object {
        const val TABELA = "extrato"
        val ORDENS = listOf("data", "valor")
    }

    @GetMapping("/extrato")
    fun extrato(@RequestParam conta: String, @RequestParam dias: String, @RequestParam ordem: String, response: HttpServletResponse) {
        jdbc.queryForList("SELECT * FROM $TABELA WHERE conta = ?", conta)
        val limite = dias.toInt()
        jdbc.queryForList("SELECT * FROM extrato LIMIT $limite")
        val coluna = when (ordem) {
            "data", "valor" -> ordem
            else -> "id"
        }
        jdbc.queryForList("SELECT * FROM extrato ORDER BY $coluna")
        if (conta.all { it.isDigit() }) jdbc.queryForList("SELECT * FROM extrato WHERE conta = " + conta)
        response.writer.write("<p>" + HtmlUtils.htmlEscape(conta) + "</p>")
        URL("https://api.parceiro.com.br/saldo/" + conta).readText()
        response.sendRedirect("/painel?conta=" + URLEncoder.encode(conta, "UTF-8"))
        Runtime.getRuntime().exec(arrayOf("sh", "-c", "relatorio --dias $limite"))
        if (ordem !in ORDENS) return
        jdbc.queryForList("SELECT * FROM extrato ORDER BY " + ordem)
    }
}
`;
    expect(rules(src)).toEqual([]);
  });

  it('acha comando, path traversal, SSRF, open redirect e XSS (servlet e Ktor) com o rastro de cada um', () => {
    const src = `fun Application.rotas() {
    routing {
        get("/comprovante") {
            val nome = call.request.queryParameters["arquivo"]
            call.respondFile(File("/srv/comprovantes/$nome"))
            call.respondText("<p>$nome</p>", ContentType.Text.Html)
            call.respondText("$nome", ContentType.Text.Plain)
            call.respondRedirect(call.parameters["volta"] ?: "/painel")
            ProcessBuilder("bash", "-c", "zip " + call.receiveText()).start()
        }
    }
}
class Servlet {
    fun doGet(request: HttpServletRequest, response: HttpServletResponse) {
        URL(request.getHeader("X-Webhook")).openConnection()
    }
}
`;
    expect(rules(src)).toEqual(['15:ssrf', '5:path-traversal', '6:xss', '8:open-redirect', '9:injection-command']);
    expect(traceOf(src, 'path-traversal')).toEqual(tracePath([4, 'entrada: call.request.queryParameters["arquivo"]'], [5, 'interpolação em string'], [5, 'acesso a arquivo']));
    expect(traceOf(src, 'ssrf')).toEqual(tracePath([15, 'entrada: request.getHeader()'], [15, 'URL()'], [15, 'requisição HTTP de saída']));
  });

  it('File(x).name só lê o caminho (não abre arquivo); combineSafe e href do Ktor; when com "in LISTA"', () => {
    const src = `val TIPOS = listOf("pdf", "csv")
fun Application.rotas(pasta: File) {
    routing {
        get("/arquivo") {
            val nome = call.parameters["nome"]
            val extensao = File(nome).extension
            call.respondFile(File("/srv/" + File(nome).name))
            call.respondFile(pasta.combineSafe(nome))
            call.respondRedirect(application.href(Extrato(nome)))
            when (extensao) {
                in TIPOS -> Runtime.getRuntime().exec("converter " + extensao)
                else -> Runtime.getRuntime().exec("converter " + extensao)
            }
            this@get.toString()
        }
    }
}`;
    expect(rules(src)).toEqual(['12:injection-command']);
  });

  it('uma resposta declarada JSON não é XSS', () => {
    const src = `fun saldo(response: HttpServletResponse, @RequestParam conta: String) {
    response.contentType = "application/json"
    response.writer.write("{\\"conta\\": \\"$conta\\"}")
}`;
    expect(rules(src)).toEqual([]);
  });

  it('dado de origem desconhecida: "sink presente", ou definitivo quando a SQL é montada na própria chamada', () => {
    const src = `class Repo(private val conexao: Connection) {
    fun executar(consulta: String, id: String, limite: Int) {
        conexao.createStatement().executeQuery(consulta)
        conexao.createStatement().executeQuery("SELECT * FROM contas WHERE id = $id")
        conexao.createStatement().executeQuery("SELECT * FROM contas LIMIT $limite")
        File(consulta).readText()
        conexao.createStatement().executeQuery(String.format("SELECT * FROM contas WHERE id = %s", id))
    }
}`;
    expect(rules(src)).toEqual(['3:injection-sql-sink', '4:injection-sql', '7:injection-sql']);
    expect(traceOf(src, 'injection-sql-sink')?.[0]).toEqual([2, 'source', 'parâmetro consulta (origem não vista no arquivo)']);
  });

  it('não analisa arquivos Kotlin sem sink (prefiltro por tokens)', () => {
    expect(mayNeedEngineAnalysis('Conta.kt', 'data class Conta(val numero: String, val saldo: Long)')).toBe(false);
    expect(mayNeedEngineAnalysis('Repo.kt', 'fun f() = jdbc.queryForList(q)')).toBe(true);
    expect(mayNeedEngineAnalysis('Conta.java', 'record Conta(String numero, long saldo) {}')).toBe(false);
  });

  it('limita a interpretação de helpers em leque e laços aninhados', () => {
    const levels = Array.from({ length: 12 }, (_, i) => `fun n${i}(a: String): String = n${i + 1}(a) + n${i + 1}(a) + n${i + 1}(a)`).join('\n');
    const loops = `${'for (x in lista) { '.repeat(20)}s += x${' }'.repeat(20)}`;
    const src = `fun fila(request: HttpServletRequest) {
    var s = ""
    Runtime.getRuntime().exec(n0(request.getParameter("c")))
    ${loops}
}
${levels}
fun n12(a: String): String = a
`;
    const started = performance.now();
    expect(rules(src)).toEqual(['3:injection-command']);
    expect(performance.now() - started).toBeLessThan(5_000);
  });
  it('um wrapper da requisição guarda o request no construtor primário (val): o método que o lê devolve dado do cliente; o parâmetro sem val não é guardado', () => {
    const src = `class EntradaPix(private val request: HttpServletRequest, prefixo: String) {
    fun chave(nome: String): String = request.getParameter(nome)
    fun moeda(): String = "BRL"
}

class PixController(private val jdbc: JdbcTemplate) {
    @GetMapping("/pix")
    fun pix(request: HttpServletRequest): String {
        val entrada = EntradaPix(request, "pix")
        jdbc.queryForList("SELECT * FROM pix WHERE chave = '" + entrada.chave("chave") + "'")
        jdbc.queryForList("SELECT * FROM pix WHERE moeda = '" + entrada.moeda() + "'")
        return "ok"
    }
}
`;
    expect(rules(src)).toEqual(['10:injection-sql']);
    expect(traceOf(src, 'injection-sql')?.[0]).toEqual([2, 'source', 'entrada: request.getParameter()']);
  });
  it('@RequestBody de uma data class do arquivo: a propriedade de texto é dado do cliente, a Long/Int/Boolean não (o framework já a converteu)', () => {
    const src = `data class PedidoPix(val chave: String, val valorCentavos: Long, val parcelas: Int?, val agendado: Boolean)

@RestController
class PixController(private val jdbc: JdbcTemplate) {
    @PostMapping("/pix")
    fun enviar(@RequestBody pedido: PedidoPix) {
        jdbc.update("INSERT INTO pix (chave) VALUES ('" + pedido.chave + "')")
        jdbc.update("INSERT INTO pix (valor, parcelas) VALUES (" + pedido.valorCentavos + ", " + pedido.parcelas + ")")
        jdbc.update("UPDATE pix SET agendado = " + pedido.agendado)
    }
}
`;
    expect(rules(src)).toEqual(['7:injection-sql']);
  });
});
