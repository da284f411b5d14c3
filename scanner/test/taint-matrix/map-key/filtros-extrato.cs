using System.Collections.Generic;
using Microsoft.AspNetCore.Mvc;
using Microsoft.Data.SqlClient;

public class FiltrosController : ControllerBase
{
    private readonly SqlConnection conexao;

    [HttpGet("extrato")]
    public IActionResult Extrato([FromQuery] string descricao)
    {
        var filtros = new Dictionary<string, string> { ["status"] = "LIQUIDADO" };
        filtros["descricao"] = descricao;
        var comando = new SqlCommand("SELECT * FROM extrato WHERE descricao = '" + filtros["descricao"] + "'", conexao); // vigia: expect injection-sql
        var seguro = new SqlCommand("SELECT * FROM extrato WHERE status = '" + filtros["status"] + "'", conexao); // vigia: ok injection-sql
        return Ok();
    }
}
