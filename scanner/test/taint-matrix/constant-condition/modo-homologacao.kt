import org.springframework.jdbc.core.JdbcTemplate
import org.springframework.web.bind.annotation.*

const val HOMOLOGACAO = false

@RestController
class AgenciaController(private val jdbc: JdbcTemplate) {
    @GetMapping("/agencias")
    fun agencias(@RequestParam agencia: String): String {
        var filtro = "0001"
        if (HOMOLOGACAO) {
            filtro = agencia
        }
        jdbc.queryForList("SELECT * FROM agencias WHERE codigo = '" + filtro + "'") // vigia: ok injection-sql
        var destino = "0001"
        if (2 + 2 == 4) {
            destino = agencia
        }
        jdbc.queryForList("SELECT * FROM agencias WHERE codigo = '" + destino + "'") // vigia: expect injection-sql
        return "ok"
    }
}
