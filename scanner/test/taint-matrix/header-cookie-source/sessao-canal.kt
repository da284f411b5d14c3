import org.springframework.jdbc.core.JdbcTemplate
import org.springframework.web.bind.annotation.*

@RestController
class SessaoController(private val jdbc: JdbcTemplate) {
    @GetMapping("/sessao")
    fun sessao(@RequestHeader("X-Canal") canal: String, @CookieValue("sessao") sessao: String): String {
        jdbc.queryForList("SELECT * FROM canais WHERE nome = '" + canal + "'") // vigia: expect injection-sql
        jdbc.queryForList("SELECT * FROM sessoes WHERE id = '" + sessao + "'") // vigia: expect injection-sql
        return "ok"
    }
}
