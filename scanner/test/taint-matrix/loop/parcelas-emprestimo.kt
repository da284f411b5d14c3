import org.springframework.jdbc.core.JdbcTemplate
import org.springframework.web.bind.annotation.*

@RestController
class ParcelasController(private val jdbc: JdbcTemplate) {
    @GetMapping("/parcelas")
    fun parcelas(@RequestParam contratos: List<String>): String {
        var lista = ""
        for (contrato in contratos) {
            lista = lista + "'" + contrato + "',"
        }
        jdbc.queryForList("SELECT * FROM parcelas WHERE contrato IN (" + lista + "'')") // vigia: expect injection-sql
        var faixas = ""
        for (i in 0 until 12) {
            faixas = faixas + i + ","
        }
        jdbc.queryForList("SELECT * FROM parcelas WHERE numero IN (" + faixas + "0)") // vigia: ok injection-sql
        return "ok"
    }
}
