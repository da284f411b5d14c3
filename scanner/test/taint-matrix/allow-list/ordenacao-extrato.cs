using System.Collections.Generic;
using Microsoft.AspNetCore.Mvc;
using Microsoft.Data.SqlClient;

public class OrdenacaoController : ControllerBase
{
    private static readonly HashSet<string> Colunas = new() { "data", "valor", "descricao" };
    private readonly SqlConnection conexao;

    [HttpGet("extrato")]
    public IActionResult Extrato([FromQuery] string ordem)
    {
        if (Colunas.Contains(ordem))
        {
            var permitida = new SqlCommand("SELECT * FROM extrato ORDER BY " + ordem, conexao); // vigia: ok injection-sql
        }
        if (ordem == "data" || ordem == "valor")
        {
            var comparada = new SqlCommand("SELECT * FROM extrato ORDER BY " + ordem, conexao); // vigia: ok injection-sql
        }
        var comando = new SqlCommand("SELECT * FROM extrato ORDER BY " + ordem, conexao); // vigia: expect injection-sql
        return Ok();
    }
}
