import java.nio.file.Files
import java.nio.file.Paths
import org.springframework.http.ResponseEntity
import org.springframework.web.bind.annotation.*

@RestController
class ComprovanteController {
    private val base = Paths.get("/srv/comprovantes")

    @GetMapping("/comprovantes")
    fun comprovante(@RequestParam arquivo: String): ResponseEntity<ByteArray> {
        Files.readAllBytes(Paths.get("/srv/comprovantes/" + arquivo)) // vigia: expect path-traversal
        val caminho = base.resolve(arquivo).normalize()
        if (!caminho.startsWith(base)) {
            return ResponseEntity.badRequest().build()
        }
        return ResponseEntity.ok(Files.readAllBytes(caminho)) // vigia: ok path-traversal
    }
}
