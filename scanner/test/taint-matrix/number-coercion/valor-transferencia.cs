using Microsoft.AspNetCore.Mvc;
using Microsoft.Data.SqlClient;

public class TransferenciaController : ControllerBase
{
    private readonly SqlConnection conexao;

    [HttpPost("transferencias")]
    public IActionResult Transferir([FromForm] string valorInformado, [FromForm] string taxaInformada)
    {
        var centavos = long.Parse(valorInformado);
        var debito = new SqlCommand("UPDATE contas SET saldo = saldo - " + centavos, conexao); // vigia: ok injection-sql
        var taxa = decimal.Parse(taxaInformada);
        var ajuste = new SqlCommand("UPDATE contas SET taxa = " + taxa, conexao); // vigia: ok injection-sql
        var comando = new SqlCommand("UPDATE contas SET saldo = saldo - " + valorInformado, conexao); // vigia: expect injection-sql
        return Ok();
    }
}
