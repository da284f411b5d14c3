import org.springframework.jdbc.core.JdbcTemplate
import org.springframework.web.bind.annotation.*

@RestController
class LimitePixController(private val jdbc: JdbcTemplate) {
    @PostMapping("/limite-pix")
    fun zerar(@RequestParam chaveInformada: String) {
        var chave = chaveInformada
        jdbc.update("UPDATE limites SET valor = 0 WHERE chave = '" + chave + "'") // vigia: expect injection-sql
        chave = "padrao"
        jdbc.update("UPDATE limites SET valor = 0 WHERE chave = '" + chave + "'") // vigia: ok injection-sql
    }
}
