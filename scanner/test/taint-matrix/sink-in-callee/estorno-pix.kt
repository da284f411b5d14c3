import org.springframework.jdbc.core.JdbcTemplate
import org.springframework.web.bind.annotation.*

@RestController
class EstornoController(private val jdbc: JdbcTemplate) {
    @PostMapping("/pix/estorno")
    fun estorno(@RequestParam e2e: String, @RequestParam motivo: String) {
        estornar(e2e)
        registrar(motivo)
    }

    private fun estornar(endToEnd: String) {
        jdbc.update("UPDATE pix SET estornado = true WHERE e2e = '" + endToEnd + "'") // vigia: expect injection-sql
    }

    private fun registrar(motivo: String) {
        jdbc.update("INSERT INTO estornos (motivo) VALUES (?)", motivo) // vigia: ok injection-sql
    }
}
