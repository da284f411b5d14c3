package br.com.banco.cartoes.web

import org.apache.velocity.VelocityContext
import org.apache.velocity.app.Velocity
import org.springframework.web.bind.annotation.PostMapping
import org.springframework.web.bind.annotation.RequestParam
import org.springframework.web.bind.annotation.RestController
import java.io.StringWriter

@RestController
class RodapeController {
    @PostMapping("/faturas/rodape")
    fun rodape(@RequestParam rodape: String): String {
        val saida = StringWriter()
        Velocity.evaluate(VelocityContext(), saida, "rodape", "Banco $rodape") // vigia-expect: template-injection
        return saida.toString()
    }

    @PostMapping("/faturas/rodape-seguro")
    fun rodapeSeguro(@RequestParam nome: String): String {
        // Look-alike: the request fills the context of a fixed template.
        val contexto = VelocityContext()
        contexto.put("nome", nome)
        val saida = StringWriter()
        Velocity.evaluate(contexto, saida, "rodape", "Olá \$nome")
        return saida.toString()
    }
}
