using Microsoft.AspNetCore.Mvc;
using Microsoft.Data.SqlClient;

public class ExtratoController : ControllerBase
{
    private readonly SqlConnection conexao;

    [HttpGet("extrato")]
    public IActionResult Extrato([FromQuery] string cpf)
    {
        var filtro = "cpf = '" + cpf + "'";
        var consulta = "SELECT * FROM extrato WHERE " + filtro;
        consulta += " ORDER BY data";
        var comando = new SqlCommand(consulta, conexao); // vigia: expect injection-sql
        var tamanho = "SELECT * FROM extrato LIMIT " + cpf.Length;
        var seguro = new SqlCommand(tamanho, conexao); // vigia: ok injection-sql
        return Ok();
    }
}
