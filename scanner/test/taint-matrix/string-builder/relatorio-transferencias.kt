import org.springframework.jdbc.core.JdbcTemplate
import org.springframework.web.bind.annotation.*

@RestController
class RelatorioController(private val jdbc: JdbcTemplate) {
    @GetMapping("/transferencias")
    fun transferencias(@RequestParam favorecido: String): String {
        val sql = StringBuilder("SELECT * FROM transferencias WHERE 1 = 1")
        sql.append(" AND favorecido = '").append(favorecido).append("'")
        jdbc.queryForList(sql.toString()) // vigia: expect injection-sql
        val fixo = StringBuilder("SELECT * FROM transferencias")
        fixo.append(" WHERE status = 'CONCLUIDA'")
        jdbc.queryForList(fixo.toString()) // vigia: ok injection-sql
        return "ok"
    }
}
