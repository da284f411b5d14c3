using System.Net;
using Microsoft.AspNetCore.Mvc;
using Microsoft.Data.SqlClient;

public class SaudacaoController : Controller
{
    private readonly SqlConnection conexao;

    [HttpGet("saudacao")]
    public IActionResult Saudacao([FromQuery] string nome)
    {
        var bruta = Content("<h1>Olá, " + nome + "</h1>", "text/html"); // vigia: expect xss
        var seguro = WebUtility.HtmlEncode(nome);
        var limpa = Content("<h1>Olá, " + seguro + "</h1>", "text/html"); // vigia: ok xss
        var comando = new SqlCommand("SELECT * FROM clientes WHERE nome = '" + seguro + "'", conexao); // vigia: expect injection-sql
        return limpa;
    }
}
