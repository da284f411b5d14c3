import org.springframework.jdbc.core.JdbcTemplate
import org.springframework.web.bind.annotation.*

@RestController
class ExtratoController(private val jdbc: JdbcTemplate) {
    @GetMapping("/extrato")
    fun extrato(@RequestParam cpf: String): String {
        val filtro = "cpf = '" + cpf + "'"
        var consulta = "SELECT * FROM extrato WHERE " + filtro
        consulta += " ORDER BY data"
        jdbc.queryForList(consulta) // vigia: expect injection-sql
        val tamanho = "SELECT * FROM extrato LIMIT " + cpf.length
        jdbc.queryForList(tamanho) // vigia: ok injection-sql
        return "ok"
    }
}
