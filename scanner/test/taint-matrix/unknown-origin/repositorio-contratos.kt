import java.sql.Connection

class RepositorioContratos(private val conexao: Connection) {
    fun executar(consulta: String) {
        conexao.createStatement().executeUpdate(consulta) // vigia: expect injection-sql-sink
    }

    fun removerPorNumero(numero: String) {
        conexao.createStatement().executeUpdate("DELETE FROM contratos WHERE numero = '" + numero + "'") // vigia: expect injection-sql
    }

    fun removerVencidos() {
        conexao.createStatement().executeUpdate("DELETE FROM contratos WHERE status = 'VENCIDO'") // vigia: ok injection-sql-sink, injection-sql
    }
}
