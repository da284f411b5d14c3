import org.springframework.jdbc.core.JdbcTemplate
import org.springframework.web.bind.annotation.*

@RestController
class TitularController(private val jdbc: JdbcTemplate) {
    @GetMapping("/titulares")
    fun titulares(@RequestParam titular: String): String {
        val normalizado = titular.trim().uppercase().replace("  ", " ").take(40)
        jdbc.queryForList("SELECT * FROM contas WHERE titular = '" + normalizado + "'") // vigia: expect injection-sql
        val tamanho = titular.trim().count()
        jdbc.queryForList("SELECT * FROM contas LIMIT " + tamanho) // vigia: ok injection-sql
        return "ok"
    }
}
