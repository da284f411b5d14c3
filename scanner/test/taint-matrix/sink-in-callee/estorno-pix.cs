using Microsoft.AspNetCore.Mvc;
using Microsoft.Data.SqlClient;

public class EstornoController : ControllerBase
{
    private readonly SqlConnection conexao;

    [HttpPost("pix/estorno")]
    public IActionResult Estorno([FromForm] string e2e, [FromForm] string motivo)
    {
        Estornar(e2e);
        Registrar(motivo);
        return Accepted();
    }

    private void Estornar(string endToEnd)
    {
        var comando = new SqlCommand("UPDATE pix SET estornado = 1 WHERE e2e = '" + endToEnd + "'", conexao); // vigia: expect injection-sql
    }

    private void Registrar(string motivo)
    {
        var comando = new SqlCommand("INSERT INTO estornos (motivo) VALUES (@motivo)", conexao); // vigia: ok injection-sql
        comando.Parameters.AddWithValue("@motivo", motivo);
    }
}
