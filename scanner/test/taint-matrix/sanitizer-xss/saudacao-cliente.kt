import javax.servlet.http.HttpServletResponse
import org.springframework.jdbc.core.JdbcTemplate
import org.springframework.web.bind.annotation.*
import org.springframework.web.util.HtmlUtils

@Controller
class SaudacaoController(private val jdbc: JdbcTemplate) {
    @GetMapping("/saudacao")
    fun saudacao(@RequestParam nome: String, response: HttpServletResponse) {
        response.writer.print("<h1>Olá, " + nome + "</h1>") // vigia: expect xss
        val seguro = HtmlUtils.htmlEscape(nome)
        response.writer.print("<h1>Olá, " + seguro + "</h1>") // vigia: ok xss
        jdbc.queryForList("SELECT * FROM clientes WHERE nome = '" + seguro + "'") // vigia: expect injection-sql
    }
}
