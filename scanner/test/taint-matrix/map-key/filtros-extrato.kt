import org.springframework.jdbc.core.JdbcTemplate
import org.springframework.web.bind.annotation.*

@RestController
class FiltrosController(private val jdbc: JdbcTemplate) {
    @GetMapping("/extrato")
    fun extrato(@RequestParam descricao: String): String {
        val filtros = mutableMapOf("status" to "LIQUIDADO")
        filtros["descricao"] = descricao
        jdbc.queryForList("SELECT * FROM extrato WHERE descricao = '" + filtros["descricao"] + "'") // vigia: expect injection-sql
        jdbc.queryForList("SELECT * FROM extrato WHERE status = '" + filtros["status"] + "'") // vigia: ok injection-sql
        return "ok"
    }
}
