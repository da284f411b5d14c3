import java.net.URL
import org.springframework.web.bind.annotation.*
import org.springframework.web.client.RestTemplate

@RestController
class WebhookController(private val restTemplate: RestTemplate) {
    @PostMapping("/cobrancas/webhook")
    fun webhook(@RequestParam webhook: String) {
        URL(webhook).readText() // vigia: expect ssrf
        restTemplate.getForObject(webhook, String::class.java) // vigia: expect ssrf
        restTemplate.getForObject("https://api.bcb.gov.br/pix/status", String::class.java) // vigia: ok ssrf, ssrf-sink
    }
}
