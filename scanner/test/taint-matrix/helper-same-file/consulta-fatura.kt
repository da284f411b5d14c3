import org.springframework.jdbc.core.JdbcTemplate
import org.springframework.web.bind.annotation.*

@RestController
class FaturaController(private val jdbc: JdbcTemplate) {
    @GetMapping("/faturas")
    fun faturas(@RequestParam cartao: String): String {
        jdbc.queryForList(montarConsulta(cartao)) // vigia: expect injection-sql
        jdbc.queryForList(montarConsulta("5555")) // vigia: ok injection-sql
        jdbc.queryForList(montarConsulta(somenteDigitos(cartao))) // vigia: ok injection-sql
        return "ok"
    }

    private fun montarConsulta(cartao: String): String = "SELECT * FROM faturas WHERE cartao = '" + cartao + "'"

    private fun somenteDigitos(valor: String): String = valor.toLong().toString()
}
