import org.springframework.jdbc.core.JdbcTemplate
import org.springframework.web.bind.annotation.*

@RestController
class PagadorController(private val jdbc: JdbcTemplate) {
    @PostMapping("/pagadores")
    fun pagadores(@RequestParam documentoInformado: String, @RequestParam pracaInformada: String): String {
        val (documento, pais) = Pair(documentoInformado, "BR")
        jdbc.queryForList("SELECT * FROM pagadores WHERE documento = '" + documento + "'") // vigia: expect injection-sql
        val (moeda, praca) = listOf("BRL", pracaInformada)
        jdbc.queryForList("SELECT * FROM pagadores WHERE moeda = '" + moeda + "'") // vigia: ok injection-sql
        jdbc.queryForList("SELECT * FROM pagadores WHERE praca = '" + praca + "'") // vigia: expect injection-sql
        return pais
    }
}
