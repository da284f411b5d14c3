using System.Data.SqlClient;
using System.Diagnostics;

public class ExtratoRepository
{
    private readonly SqlConnection conexao;

    public void BuscarExtrato(string conta)
    {
        var consulta = $"SELECT * FROM extrato WHERE conta = '{conta}'";
        var comando = new SqlCommand(consulta, conexao); // vigia-expect: injection-sql-sink
        string porAgencia = "SELECT * FROM extrato WHERE agencia = " + conta;
        conexao.Query<Extrato>(porAgencia); // vigia-expect: injection-sql-sink
        var segura = "SELECT * FROM extrato WHERE conta = @conta";
        var parametrizado = new SqlCommand(segura, conexao);
        parametrizado.Parameters.AddWithValue("@conta", conta);
    }

    public void GerarComprovante(string pasta)
    {
        var argumentos = "/c dir C:\\comprovantes\\" + pasta;
        Process.Start("cmd.exe", argumentos); // vigia-expect: injection-command-sink
        var info = new ProcessStartInfo
        {
            FileName = "cmd.exe",
            Arguments = "/c type C:\\comprovantes\\" + pasta, // vigia-expect: injection-command
        };
        var fixo = new ProcessStartInfo { FileName = "cmd.exe", Arguments = "/c dir C:\\comprovantes" };
        Process.Start("notepad.exe", argumentos);
    }
}
