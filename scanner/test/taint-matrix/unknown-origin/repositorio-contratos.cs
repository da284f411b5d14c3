using Microsoft.Data.SqlClient;

public class RepositorioContratos
{
    private readonly SqlConnection conexao;

    public void Executar(string consulta)
    {
        var comando = new SqlCommand(consulta, conexao); // vigia: expect injection-sql-sink
        comando.ExecuteNonQuery();
    }

    public void RemoverPorNumero(string numero)
    {
        var comando = new SqlCommand("DELETE FROM contratos WHERE numero = '" + numero + "'", conexao); // vigia: expect injection-sql
        comando.ExecuteNonQuery();
    }

    public void RemoverVencidos()
    {
        var comando = new SqlCommand("DELETE FROM contratos WHERE status = 'VENCIDO'", conexao); // vigia: ok injection-sql-sink, injection-sql
        comando.ExecuteNonQuery();
    }
}
