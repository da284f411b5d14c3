import org.springframework.jdbc.core.JdbcTemplate
import org.springframework.web.bind.annotation.*

@RestController
class ConciliacaoController(private val jdbc: JdbcTemplate) {
    @PostMapping("/conciliacao")
    fun conciliar(@RequestParam contas: List<String>) {
        contas.forEach { conta -> jdbc.update("UPDATE contas SET conciliada = true WHERE numero = '" + conta + "'") } // vigia: expect injection-sql
        listOf("0001", "0002").forEach { interna -> jdbc.update("UPDATE contas SET conciliada = true WHERE numero = '" + interna + "'") } // vigia: ok injection-sql
    }
}
