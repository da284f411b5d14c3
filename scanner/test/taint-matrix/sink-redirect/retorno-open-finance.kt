import javax.servlet.http.HttpServletResponse
import org.springframework.web.bind.annotation.*

@Controller
class RetornoController {
    @GetMapping("/open-finance/retorno")
    fun retorno(@RequestParam("redirect_uri") destino: String, @RequestParam(required = false) erro: String?, response: HttpServletResponse) {
        if (erro != null) {
            response.sendRedirect("/consentimentos/erro") // vigia: ok open-redirect, open-redirect-sink
            return
        }
        response.sendRedirect(destino) // vigia: expect open-redirect
    }
}
