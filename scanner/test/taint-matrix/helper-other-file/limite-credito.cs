using Banco.Util;
using Microsoft.AspNetCore.Mvc;
using Microsoft.Data.SqlClient;

public class LimiteController : ControllerBase
{
    private readonly SqlConnection conexao;

    [HttpGet("limite")]
    public IActionResult Limite([FromQuery] string contaInformada)
    {
        var cpf = Requisicao.LerCpf(Request);
        var comando = new SqlCommand("SELECT limite FROM credito WHERE cpf = '" + cpf + "'", conexao); // vigia: expect injection-sql
        var conta = Requisicao.SomenteNumeros(contaInformada);
        var seguro = new SqlCommand("SELECT limite FROM credito WHERE conta = '" + conta + "'", conexao); // vigia: ok injection-sql
        return Ok();
    }
}
