using System.Collections.Generic;
using Microsoft.AspNetCore.Mvc;
using Microsoft.Data.SqlClient;

public class ParcelasController : ControllerBase
{
    private readonly SqlConnection conexao;

    [HttpGet("parcelas")]
    public IActionResult Parcelas([FromQuery] List<string> contratos)
    {
        var lista = "";
        foreach (var contrato in contratos)
        {
            lista = lista + "'" + contrato + "',";
        }
        var comando = new SqlCommand("SELECT * FROM parcelas WHERE contrato IN (" + lista + "'')", conexao); // vigia: expect injection-sql
        var faixas = "";
        for (var i = 0; i < 12; i++)
        {
            faixas = faixas + i + ",";
        }
        var seguro = new SqlCommand("SELECT * FROM parcelas WHERE numero IN (" + faixas + "0)", conexao); // vigia: ok injection-sql
        return Ok();
    }
}
