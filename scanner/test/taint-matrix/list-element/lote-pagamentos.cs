using System.Collections.Generic;
using Microsoft.AspNetCore.Mvc;
using Microsoft.Data.SqlClient;

public class LoteController : ControllerBase
{
    private readonly SqlConnection conexao;

    [HttpPost("lotes")]
    public IActionResult Lotes([FromForm] string codigo)
    {
        var codigos = new List<string> { "LOTE-0001" };
        codigos.Add(codigo);
        var comando = new SqlCommand("SELECT * FROM pagamentos WHERE codigo = '" + codigos[1] + "'", conexao); // vigia: expect injection-sql
        var seguro = new SqlCommand("SELECT * FROM pagamentos WHERE codigo = '" + codigos[0] + "'", conexao); // vigia: ok injection-sql
        return Ok();
    }
}
