import org.springframework.jdbc.core.JdbcTemplate
import org.springframework.web.bind.annotation.*

@RestController
class TipoContaController(private val jdbc: JdbcTemplate) {
    @GetMapping("/contas")
    fun contas(@RequestParam apelido: String, @RequestParam(required = false) pj: String?): String {
        val empresarial = pj != null
        val busca = if (empresarial) apelido else "PF"
        jdbc.queryForList("SELECT * FROM contas WHERE apelido = '" + busca + "'") // vigia: expect injection-sql
        val tipo = if (empresarial) "PJ" else "PF"
        jdbc.queryForList("SELECT * FROM contas WHERE tipo = '" + tipo + "'") // vigia: ok injection-sql
        return "ok"
    }
}
