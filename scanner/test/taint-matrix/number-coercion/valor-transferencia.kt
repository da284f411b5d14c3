import org.springframework.jdbc.core.JdbcTemplate
import org.springframework.web.bind.annotation.*

@RestController
class TransferenciaController(private val jdbc: JdbcTemplate) {
    @PostMapping("/transferencias")
    fun transferir(@RequestParam valorInformado: String, @RequestParam taxaInformada: String) {
        val centavos = valorInformado.toLong()
        jdbc.update("UPDATE contas SET saldo = saldo - " + centavos) // vigia: ok injection-sql
        val taxa = taxaInformada.toDouble()
        jdbc.update("UPDATE contas SET taxa = $taxa") // vigia: ok injection-sql
        jdbc.update("UPDATE contas SET saldo = saldo - " + valorInformado) // vigia: expect injection-sql
    }
}
