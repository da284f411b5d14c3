import org.springframework.jdbc.core.JdbcTemplate
import org.springframework.web.bind.annotation.*

@RestController
class ImportacaoController(private val jdbc: JdbcTemplate) {
    @PostMapping("/importacoes")
    fun importar(@RequestParam arquivoInformado: String, @RequestParam bancoInformado: String) {
        var arquivo = "padrao.ofx"
        var banco = "001"
        try {
            arquivo = arquivoInformado
            banco = bancoInformado.toInt().toString()
        } catch (e: NumberFormatException) {
            banco = "000"
        } finally {
            jdbc.update("INSERT INTO importacoes (arquivo) VALUES ('" + arquivo + "')") // vigia: expect injection-sql
        }
        jdbc.update("INSERT INTO importacoes (banco) VALUES ('" + banco + "')") // vigia: ok injection-sql
    }
}
