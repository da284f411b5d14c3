import java.net.URI
import javax.servlet.http.HttpServletResponse
import org.springframework.web.bind.annotation.*

@Controller
class RetornoPagamentoController {
    @GetMapping("/pagamentos/retorno")
    fun retorno(@RequestParam destino: String, @RequestParam(required = false) legado: String?, response: HttpServletResponse) {
        if (legado != null) {
            response.sendRedirect(destino) // vigia: expect open-redirect
            return
        }
        if (URI(destino).host != "app.banco.com.br") {
            response.sendRedirect("/inicio")
            return
        }
        response.sendRedirect(destino) // vigia: ok open-redirect
    }
}
