import br.com.banco.util.lerCpf
import br.com.banco.util.somenteNumeros
import javax.servlet.http.HttpServletRequest
import org.springframework.jdbc.core.JdbcTemplate
import org.springframework.web.bind.annotation.*

@RestController
class LimiteController(private val jdbc: JdbcTemplate) {
    @GetMapping("/limite")
    fun limite(request: HttpServletRequest): String {
        val cpf = lerCpf(request)
        jdbc.queryForList("SELECT limite FROM credito WHERE cpf = '" + cpf + "'") // vigia: expect injection-sql
        val conta = somenteNumeros(request.getParameter("conta"))
        jdbc.queryForList("SELECT limite FROM credito WHERE conta = '" + conta + "'") // vigia: ok injection-sql
        return "ok"
    }
}
