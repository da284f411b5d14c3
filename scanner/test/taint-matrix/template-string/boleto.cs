using Microsoft.AspNetCore.Mvc;
using Microsoft.Data.SqlClient;

public class BoletoController : ControllerBase
{
    private readonly SqlConnection conexao;

    [HttpGet("boletos")]
    public IActionResult Boletos([FromQuery] string linhaDigitavel)
    {
        var comando = new SqlCommand($"SELECT * FROM boletos WHERE linha = '{linhaDigitavel}'", conexao); // vigia: expect injection-sql
        var formatada = new SqlCommand(string.Format("SELECT * FROM boletos WHERE linha = '{0}'", linhaDigitavel), conexao); // vigia: expect injection-sql
        var status = "PAGO";
        var seguro = new SqlCommand($"SELECT * FROM boletos WHERE status = '{status}'", conexao); // vigia: ok injection-sql
        return Ok();
    }
}
