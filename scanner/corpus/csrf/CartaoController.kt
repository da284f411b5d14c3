package br.com.banco.cartoes.web

import org.springframework.web.bind.annotation.*

@RestController
@RequestMapping("/cartoes")
class CartaoController {
    @RequestMapping("/bloquear") // vigia-expect: csrf-unrestricted-mapping
    fun bloquear(@RequestParam id: Long) = "ok"

    // Look-alikes: the HTTP method is declared.
    @RequestMapping("/desbloquear", method = [RequestMethod.POST])
    fun desbloquear(@RequestParam id: Long) = "ok"

    @PostMapping("/cancelar")
    fun cancelar(@RequestParam id: Long) = "ok"
}
