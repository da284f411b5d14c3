import java.sql.Connection
import org.springframework.jdbc.core.JdbcTemplate

class ExtratoRepository(private val conexao: Connection, private val jdbc: JdbcTemplate) {
    fun buscarExtrato(conta: String) {
        val consulta = "SELECT * FROM extrato WHERE conta = '$conta'"
        conexao.createStatement().executeQuery(consulta) // vigia-expect: injection-sql
        val porAgencia = "SELECT * FROM extrato WHERE agencia = " + conta
        jdbc.queryForList(porAgencia) // vigia-expect: injection-sql
        val segura = "SELECT * FROM extrato WHERE conta = ?"
        jdbc.queryForList(segura, conta)
    }

    fun compactar(pasta: String) {
        val comando = "tar czf /tmp/saida.tgz $pasta"
        Runtime.getRuntime().exec(comando) // vigia-expect: injection-command
        val fixo = "tar czf /tmp/saida.tgz relatorios"
        Runtime.getRuntime().exec(fixo)
    }
}
