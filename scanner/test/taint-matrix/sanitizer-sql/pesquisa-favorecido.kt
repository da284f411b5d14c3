import org.springframework.jdbc.core.JdbcTemplate
import org.springframework.web.bind.annotation.*

@RestController
class FavorecidoController(private val jdbc: JdbcTemplate) {
    @GetMapping("/favorecidos")
    fun favorecidos(@RequestParam documento: String): String {
        jdbc.queryForList("SELECT * FROM favorecidos WHERE documento = ?", documento) // vigia: ok injection-sql
        jdbc.queryForList("SELECT * FROM favorecidos WHERE documento = '" + documento + "'") // vigia: expect injection-sql
        return "ok"
    }
}
