import javax.servlet.http.HttpServletRequest
import org.springframework.jdbc.core.JdbcTemplate
import org.springframework.web.bind.annotation.*

@RestController
class TarifaController(private val jdbc: JdbcTemplate) {
    @GetMapping("/tarifas")
    fun tarifas(request: HttpServletRequest): String {
        var pacote = "ESSENCIAL"
        if (request.getParameter("personalizado") != null) {
            pacote = request.getParameter("pacote")
        }
        jdbc.queryForList("SELECT tarifa FROM pacotes WHERE nome = '" + pacote + "'") // vigia: expect injection-sql
        val segmento: String
        if (request.getParameter("pj") != null) {
            segmento = "EMPRESAS"
        } else {
            segmento = "VAREJO"
        }
        jdbc.queryForList("SELECT tarifa FROM pacotes WHERE segmento = '" + segmento + "'") // vigia: ok injection-sql
        return "ok"
    }
}
