import org.springframework.jdbc.core.JdbcTemplate
import org.springframework.web.bind.annotation.*

@RestController
class SaldoController(private val jdbc: JdbcTemplate) {
    @GetMapping("/saldo")
    fun consultar(@RequestParam conta: String): String {
        val agencia = conta
        jdbc.queryForList("SELECT saldo FROM contas WHERE agencia = '" + agencia + "'") // vigia: expect injection-sql
        val fixa = "0001"
        jdbc.queryForList("SELECT saldo FROM contas WHERE agencia = '" + fixa + "'") // vigia: ok injection-sql
        return "ok"
    }
}
