import org.springframework.jdbc.core.JdbcTemplate
import org.springframework.web.bind.annotation.*

@RestController
class LoteController(private val jdbc: JdbcTemplate) {
    @PostMapping("/lotes")
    fun lotes(@RequestParam codigo: String): String {
        val codigos = mutableListOf("LOTE-0001")
        codigos.add(codigo)
        jdbc.queryForList("SELECT * FROM pagamentos WHERE codigo = '" + codigos[1] + "'") // vigia: expect injection-sql
        jdbc.queryForList("SELECT * FROM pagamentos WHERE codigo = '" + codigos[0] + "'") // vigia: ok injection-sql
        return "ok"
    }
}
