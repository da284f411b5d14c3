using System.Collections.Generic;
using Microsoft.AspNetCore.Mvc;
using Microsoft.Data.SqlClient;

public class ConciliacaoController : ControllerBase
{
    private readonly SqlConnection conexao;

    [HttpPost("conciliacao")]
    public IActionResult Conciliar([FromForm] List<string> contas)
    {
        contas.ForEach(conta => new SqlCommand("UPDATE contas SET conciliada = 1 WHERE numero = '" + conta + "'", conexao).ExecuteNonQuery()); // vigia: expect injection-sql
        var internas = new List<string> { "0001", "0002" };
        internas.ForEach(interna => new SqlCommand("UPDATE contas SET conciliada = 1 WHERE numero = '" + interna + "'", conexao).ExecuteNonQuery()); // vigia: ok injection-sql
        return NoContent();
    }
}
