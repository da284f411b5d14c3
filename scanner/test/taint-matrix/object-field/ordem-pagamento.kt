import org.springframework.jdbc.core.JdbcTemplate
import org.springframework.web.bind.annotation.*

class OrdemPagamento {
    var beneficiario = ""
    var moeda = ""
}

@RestController
class OrdemController(private val jdbc: JdbcTemplate) {
    @PostMapping("/ordens")
    fun ordens(@RequestParam beneficiario: String) {
        val ordem = OrdemPagamento()
        ordem.beneficiario = beneficiario
        ordem.moeda = "BRL"
        jdbc.update("INSERT INTO ordens (beneficiario) VALUES ('" + ordem.beneficiario + "')") // vigia: expect injection-sql
        jdbc.update("INSERT INTO ordens (moeda) VALUES ('" + ordem.moeda + "')") // vigia: ok injection-sql
    }
}
