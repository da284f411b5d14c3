import org.springframework.jdbc.core.JdbcTemplate
import org.springframework.web.bind.annotation.*

data class PedidoEmprestimo(val finalidade: String, val prazo: Int)

@RestController
class EmprestimoController(private val jdbc: JdbcTemplate) {
    @PostMapping("/emprestimos")
    fun solicitar(@RequestBody pedido: PedidoEmprestimo) {
        jdbc.update("INSERT INTO pedidos (finalidade) VALUES ('" + pedido.finalidade + "')") // vigia: expect injection-sql
        jdbc.update("INSERT INTO pedidos (prazo) VALUES (" + pedido.prazo.toString() + ")") // vigia: ok injection-sql
    }
}
