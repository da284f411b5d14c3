import org.springframework.http.ResponseEntity
import org.springframework.jdbc.core.JdbcTemplate
import org.springframework.web.bind.annotation.*

@RestController
class ClienteController(private val jdbc: JdbcTemplate) {
    @GetMapping("/clientes")
    fun clientes(@RequestParam nome: String, @RequestParam cpf: String): ResponseEntity<String> {
        if (nome.isBlank()) {
            return ResponseEntity.badRequest().build()
        }
        jdbc.queryForList("SELECT * FROM clientes WHERE nome = '" + nome + "'") // vigia: expect injection-sql
        if (!cpf.all { it.isDigit() }) {
            return ResponseEntity.badRequest().build()
        }
        jdbc.queryForList("SELECT * FROM clientes WHERE cpf = '" + cpf + "'") // vigia: ok injection-sql
        return ResponseEntity.ok("ok")
    }
}
