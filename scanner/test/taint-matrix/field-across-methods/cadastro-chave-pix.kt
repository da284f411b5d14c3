import javax.servlet.http.HttpServletRequest
import org.springframework.jdbc.core.JdbcTemplate
import org.springframework.web.bind.annotation.*

@RestController
class ChavePixController(private val jdbc: JdbcTemplate) {
    private var chave = ""
    private val tipo = "EMAIL"

    @PostMapping("/chaves-pix")
    fun cadastrar(request: HttpServletRequest) {
        carregar(request)
        gravar()
    }

    private fun carregar(request: HttpServletRequest) {
        chave = request.getParameter("chave")
    }

    private fun gravar() {
        jdbc.update("INSERT INTO chaves_pix (chave) VALUES ('" + chave + "')") // vigia: expect injection-sql
        jdbc.update("INSERT INTO chaves_pix (tipo) VALUES ('" + tipo + "')") // vigia: ok injection-sql
    }
}
