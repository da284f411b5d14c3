using Microsoft.AspNetCore.Mvc;
using Microsoft.Data.SqlClient;

public class SaldoController : ControllerBase
{
    private readonly SqlConnection conexao;

    [HttpGet("saldo")]
    public IActionResult Consultar([FromQuery] string conta)
    {
        var agencia = conta;
        var comando = new SqlCommand("SELECT saldo FROM contas WHERE agencia = '" + agencia + "'", conexao); // vigia: expect injection-sql
        var fixa = "0001";
        var seguro = new SqlCommand("SELECT saldo FROM contas WHERE agencia = '" + fixa + "'", conexao); // vigia: ok injection-sql
        return Ok();
    }
}
