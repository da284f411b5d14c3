using Microsoft.AspNetCore.Mvc;
using Microsoft.Data.SqlClient;

public class TitularController : ControllerBase
{
    private readonly SqlConnection conexao;

    [HttpGet("titulares")]
    public IActionResult Titulares([FromQuery] string titular)
    {
        var normalizado = titular.Trim().ToUpperInvariant().Replace("  ", " ").Substring(0, 40);
        var comando = new SqlCommand("SELECT * FROM contas WHERE titular = '" + normalizado + "'", conexao); // vigia: expect injection-sql
        var tamanho = titular.Trim().Length;
        var seguro = new SqlCommand("SELECT * FROM contas LIMIT " + tamanho, conexao); // vigia: ok injection-sql
        return Ok();
    }
}
