import java.sql.Connection;

public class RepositorioContratos {
  private Connection conexao;

  public void executar(String consulta) throws Exception {
    conexao.createStatement().executeUpdate(consulta); // vigia: expect injection-sql-sink
  }

  public void removerPorNumero(String numero) throws Exception {
    conexao.createStatement().executeUpdate("DELETE FROM contratos WHERE numero = '" + numero + "'"); // vigia: expect injection-sql
  }

  public void removerVencidos() throws Exception {
    conexao.createStatement().executeUpdate("DELETE FROM contratos WHERE status = 'VENCIDO'"); // vigia: ok injection-sql-sink, injection-sql
  }
}
