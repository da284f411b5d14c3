package br.com.banco.cartoes

import org.springframework.web.bind.annotation.GetMapping
import org.springframework.web.bind.annotation.RequestParam
import org.springframework.web.bind.annotation.RestController

@RestController
class BuscaContatos {
    @GetMapping("/contatos")
    fun buscar(@RequestParam apelido: String): Boolean {
        val filtro = Regex(apelido) // vigia-expect: regex-injection
        return filtro.containsMatchIn("Maria")
    }

    @GetMapping("/contatos/seguro")
    fun buscarSeguro(@RequestParam apelido: String): Boolean {
        // Look-alikes: the input is escaped; Kotlin's split takes literal text, not a pattern.
        val filtro = Regex(Regex.escape(apelido))
        val partes = "a,b".split(apelido)
        return filtro.containsMatchIn("Maria") && partes.isNotEmpty()
    }
}
