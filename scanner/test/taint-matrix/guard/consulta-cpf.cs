using System.Text.RegularExpressions;
using Microsoft.AspNetCore.Mvc;
using Microsoft.Data.SqlClient;

public class ClienteController : ControllerBase
{
    private readonly SqlConnection conexao;

    [HttpGet("clientes")]
    public IActionResult Clientes([FromQuery] string nome, [FromQuery] string cpf)
    {
        if (string.IsNullOrEmpty(nome))
        {
            return BadRequest();
        }
        var porNome = new SqlCommand("SELECT * FROM clientes WHERE nome = '" + nome + "'", conexao); // vigia: expect injection-sql
        if (!Regex.IsMatch(cpf, @"^\d{11}$"))
        {
            return BadRequest();
        }
        var porCpf = new SqlCommand("SELECT * FROM clientes WHERE cpf = '" + cpf + "'", conexao); // vigia: ok injection-sql
        return Ok();
    }
}
