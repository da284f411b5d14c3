// Spring: each sink once with request data (true case) and once as a look-alike (constant, bound
// parameter, converted number, allow-list, encoder).
package br.com.banco.extrato

import java.io.File
import java.net.URL
import java.net.URLEncoder
import javax.servlet.http.HttpServletRequest
import javax.servlet.http.HttpServletResponse
import org.apache.commons.io.FilenameUtils
import org.springframework.jdbc.core.JdbcTemplate
import org.springframework.web.bind.annotation.*
import org.springframework.web.util.HtmlUtils

@RestController
class ExtratoController(private val jdbc: JdbcTemplate) {
    companion object {
        const val TABELA = "extrato"
        val ORDENS = listOf("data", "valor")
    }

    private fun filtroPorConta(conta: String) = "conta = '$conta'"

    @GetMapping("/extrato")
    fun buscarExtrato(@RequestParam conta: String, @RequestParam dias: String, @RequestParam ordem: String): List<Map<String, Any>> {
        jdbc.queryForList("SELECT * FROM $TABELA WHERE conta = '$conta'") // vigia-expect: injection-sql
        jdbc.queryForList("SELECT * FROM $TABELA WHERE conta = ?", conta)
        jdbc.queryForList("SELECT * FROM extrato WHERE " + filtroPorConta(conta)) // vigia-expect: injection-sql
        jdbc.queryForList("SELECT * FROM extrato WHERE " + filtroPorConta("0001"))
        val limite = dias.toInt()
        jdbc.queryForList("SELECT * FROM extrato LIMIT $limite")
        val coluna = when (ordem) {
            "data", "valor" -> ordem
            else -> "id"
        }
        jdbc.queryForList("SELECT * FROM extrato ORDER BY $coluna")
        if (ordem !in ORDENS) {
            return emptyList()
        }
        return jdbc.queryForList("SELECT * FROM extrato ORDER BY " + ordem)
    }

    @PostMapping("/relatorio")
    fun gerarRelatorio(request: HttpServletRequest, response: HttpServletResponse) {
        val mes = request.getParameter("mes")
        Runtime.getRuntime().exec(arrayOf("sh", "-c", "relatorio --mes $mes")) // vigia-expect: injection-command
        Runtime.getRuntime().exec(arrayOf("sh", "-c", "relatorio --mes atual"))
        val consulta = buildString {
            append("SELECT * FROM relatorios WHERE mes = '")
            append(mes)
            append("'")
        }
        jdbc.execute(consulta) // vigia-expect: injection-sql
        val arquivo = File("/srv/relatorios/" + request.getParameter("arquivo")) // vigia-expect: path-traversal
        val seguro = File("/srv/relatorios/" + FilenameUtils.getName(request.getParameter("arquivo")))
        response.writer.write("<p>Relatório de " + mes + "</p>") // vigia-expect: xss
        response.writer.write("<p>Relatório de " + HtmlUtils.htmlEscape(mes) + "</p>")
        response.sendRedirect(request.getParameter("volta")) // vigia-expect: open-redirect
        response.sendRedirect("/painel?mes=" + URLEncoder.encode(mes, "UTF-8"))
        println(arquivo.path + seguro.path)
    }

    @GetMapping("/parceiro/{banco}")
    fun consultarParceiro(@PathVariable banco: String, @RequestHeader("X-Webhook") webhook: String): String {
        URL(webhook).readText() // vigia-expect: ssrf
        return URL("https://api.parceiro.com.br/bancos/" + banco).readText()
    }

    @GetMapping("/saldo")
    fun saldo(response: HttpServletResponse, @RequestParam conta: String) {
        response.contentType = "application/json"
        response.writer.write("{\"conta\": \"$conta\"}")
    }
}
