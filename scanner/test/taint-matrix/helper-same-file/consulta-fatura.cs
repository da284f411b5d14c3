using Microsoft.AspNetCore.Mvc;
using Microsoft.Data.SqlClient;

public class FaturaController : ControllerBase
{
    private readonly SqlConnection conexao;

    [HttpGet("faturas")]
    public IActionResult Faturas([FromQuery] string cartao)
    {
        var comando = new SqlCommand(MontarConsulta(cartao), conexao); // vigia: expect injection-sql
        var fixo = new SqlCommand(MontarConsulta("5555"), conexao); // vigia: ok injection-sql
        var limpo = new SqlCommand(MontarConsulta(SomenteDigitos(cartao)), conexao); // vigia: ok injection-sql
        return Ok();
    }

    private static string MontarConsulta(string cartao) => "SELECT * FROM faturas WHERE cartao = '" + cartao + "'";

    private static string SomenteDigitos(string valor) => long.Parse(valor).ToString();
}
