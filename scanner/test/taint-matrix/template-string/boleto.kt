import org.springframework.jdbc.core.JdbcTemplate
import org.springframework.web.bind.annotation.*

@RestController
class BoletoController(private val jdbc: JdbcTemplate) {
    @GetMapping("/boletos")
    fun boletos(@RequestParam linhaDigitavel: String): String {
        jdbc.queryForList("SELECT * FROM boletos WHERE linha = '$linhaDigitavel'") // vigia: expect injection-sql
        val status = "PAGO"
        jdbc.queryForList("SELECT * FROM boletos WHERE status = '${status}'") // vigia: ok injection-sql
        return "ok"
    }
}
