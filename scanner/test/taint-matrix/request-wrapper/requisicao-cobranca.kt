import javax.servlet.http.HttpServletRequest
import org.springframework.jdbc.core.JdbcTemplate
import org.springframework.web.bind.annotation.*

class RequisicaoCobranca(private val request: HttpServletRequest) {
    fun parametro(nome: String): String = request.getParameter(nome)

    fun moeda(): String = "BRL"
}

@RestController
class CobrancaController(private val jdbc: JdbcTemplate) {
    @GetMapping("/cobrancas")
    fun cobrancas(request: HttpServletRequest): String {
        val cobranca = RequisicaoCobranca(request)
        jdbc.queryForList("SELECT * FROM cobrancas WHERE txid = '" + cobranca.parametro("txid") + "'") // vigia: expect injection-sql
        jdbc.queryForList("SELECT * FROM cobrancas WHERE moeda = '" + cobranca.moeda() + "'") // vigia: ok injection-sql
        return "ok"
    }
}
