import org.springframework.web.bind.annotation.*

@RestController
class RemessaController {
    @PostMapping("/remessas/assinatura")
    fun assinar(@RequestParam remessa: String) {
        Runtime.getRuntime().exec("gpg --sign /srv/remessas/" + remessa) // vigia: expect injection-command
        Runtime.getRuntime().exec("gpg --sign /srv/remessas/cnab240.rem") // vigia: ok injection-command, injection-command-sink
        ProcessBuilder("sh", "-c", "gpg --verify $remessa").start() // vigia: expect injection-command
    }
}
