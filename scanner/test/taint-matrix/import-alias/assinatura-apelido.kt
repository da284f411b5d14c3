import java.lang.Runtime as Ambiente
import org.springframework.web.bind.annotation.*

@RestController
class RemessaController {
    @PostMapping("/remessas/assinatura")
    fun assinar(@RequestParam remessa: String) {
        Ambiente.getRuntime().exec("gpg --sign /srv/remessas/" + remessa) // vigia: expect injection-command
    }

    @PostMapping("/remessas/fila")
    fun enfileirar(@RequestParam remessa: String) {
        val Ambiente = FilaDeAssinatura()
        Ambiente.getRuntime().exec("gpg --sign /srv/remessas/" + remessa) // vigia: ok injection-command, injection-command-sink
    }
}
