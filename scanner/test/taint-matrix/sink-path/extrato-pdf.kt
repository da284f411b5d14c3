import java.io.File
import org.springframework.web.bind.annotation.*

@RestController
class ExtratoPdfController {
    @GetMapping("/extratos/pdf")
    fun extratoPdf(@RequestParam mes: String): ByteArray {
        File("/srv/extratos/modelo.pdf").exists() // vigia: ok path-traversal, path-traversal-sink
        return File("/srv/extratos/$mes.pdf").readBytes() // vigia: expect path-traversal
    }
}
