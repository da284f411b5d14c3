import java.sql.Connection
import org.springframework.jdbc.core.JdbcTemplate

// Parameters of unknown origin (nobody in the file calls these): the taint engine reports the sinks as
// "sink presente" unless the query/command is built right at the call (Repo.kt).

class ExtratoRepository(private val conexao: Connection, private val jdbc: JdbcTemplate) {
    fun buscarExtrato(conta: String) {
        val consulta = "SELECT * FROM extrato WHERE conta = '$conta'"
        conexao.createStatement().executeQuery(consulta) // vigia-expect: injection-sql-sink
        val porAgencia = "SELECT * FROM extrato WHERE agencia = " + conta
        jdbc.queryForList(porAgencia) // vigia-expect: injection-sql-sink
        val segura = "SELECT * FROM extrato WHERE conta = ?"
        jdbc.queryForList(segura, conta)
    }

    fun compactar(pasta: String) {
        val comando = "tar czf /tmp/saida.tgz $pasta"
        Runtime.getRuntime().exec(comando) // vigia-expect: injection-command-sink
        val fixo = "tar czf /tmp/saida.tgz relatorios"
        Runtime.getRuntime().exec(fixo)
    }
}
