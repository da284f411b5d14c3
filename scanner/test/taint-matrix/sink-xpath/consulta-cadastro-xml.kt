import javax.xml.xpath.XPathFactory
import org.springframework.web.bind.annotation.*
import org.w3c.dom.Document

@RestController
class CadastroController(private val cadastro: Document) {
    @GetMapping("/cadastro")
    fun consultar(@RequestParam conta: String): String {
        val xpath = XPathFactory.newInstance().newXPath()
        val fixo = xpath.evaluate("/clientes/cliente[1]/nome", cadastro) // vigia: ok injection-xpath, injection-xpath-sink
        return xpath.evaluate("/clientes/cliente[conta='$conta']/nome", cadastro) // vigia: expect injection-xpath
    }
}
