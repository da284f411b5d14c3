import org.springframework.jdbc.core.JdbcTemplate
import org.springframework.web.bind.annotation.*

@RestController
class BloqueioController(private val jdbc: JdbcTemplate) {
    @PostMapping("/cartoes/bloqueio")
    fun bloquearCartao(@RequestParam cartao: String) {
        val motivo = "PERDA"
        fun bloquear() {
            jdbc.update("UPDATE cartoes SET bloqueado = true WHERE numero = '" + cartao + "'") // vigia: expect injection-sql
        }
        val registrar = { jdbc.update("INSERT INTO bloqueios (motivo) VALUES ('" + motivo + "')") } // vigia: ok injection-sql
        bloquear()
        registrar()
    }
}
