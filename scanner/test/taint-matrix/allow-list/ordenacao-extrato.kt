import org.springframework.jdbc.core.JdbcTemplate
import org.springframework.web.bind.annotation.*

val COLUNAS = setOf("data", "valor", "descricao")

@RestController
class OrdenacaoController(private val jdbc: JdbcTemplate) {
    @GetMapping("/extrato")
    fun extrato(@RequestParam ordem: String): String {
        if (ordem in COLUNAS) {
            jdbc.queryForList("SELECT * FROM extrato ORDER BY " + ordem) // vigia: ok injection-sql
        }
        if (ordem == "data" || ordem == "valor") {
            jdbc.queryForList("SELECT * FROM extrato ORDER BY " + ordem) // vigia: ok injection-sql
        }
        jdbc.queryForList("SELECT * FROM extrato ORDER BY " + ordem) // vigia: expect injection-sql
        return "ok"
    }
}
