using Microsoft.AspNetCore.Mvc;
using Microsoft.Data.SqlClient;

public class SessaoController : ControllerBase
{
    private readonly SqlConnection conexao;

    [HttpGet("sessao")]
    public IActionResult Sessao()
    {
        string canal = Request.Headers["X-Canal"];
        var porCanal = new SqlCommand("SELECT * FROM canais WHERE nome = '" + canal + "'", conexao); // vigia: expect injection-sql
        string sessao = Request.Cookies["sessao"];
        var porSessao = new SqlCommand("SELECT * FROM sessoes WHERE id = '" + sessao + "'", conexao); // vigia: expect injection-sql
        return Ok();
    }
}
