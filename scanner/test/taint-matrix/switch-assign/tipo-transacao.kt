import org.springframework.jdbc.core.JdbcTemplate
import org.springframework.web.bind.annotation.*

@RestController
class TransacaoController(private val jdbc: JdbcTemplate) {
    @GetMapping("/transacoes")
    fun transacoes(@RequestParam tipo: String): String {
        val tabela = when (tipo) {
            "pix" -> "transacoes_pix"
            "ted" -> "transacoes_ted"
            else -> "transacoes"
        }
        jdbc.queryForList("SELECT * FROM " + tabela) // vigia: ok injection-sql
        val filtro: String
        when (tipo) {
            "pix" -> filtro = "tipo = 'PIX'"
            else -> filtro = "tipo = '" + tipo + "'"
        }
        jdbc.queryForList("SELECT * FROM transacoes WHERE " + filtro) // vigia: expect injection-sql
        return "ok"
    }
}
