using Microsoft.AspNetCore.Mvc;
using Microsoft.Data.SqlClient;

public class LimitePixController : ControllerBase
{
    private readonly SqlConnection conexao;

    [HttpPost("limite-pix")]
    public IActionResult Zerar([FromForm] string chave)
    {
        var primeiro = new SqlCommand("UPDATE limites SET valor = 0 WHERE chave = '" + chave + "'", conexao); // vigia: expect injection-sql
        chave = "padrao";
        var segundo = new SqlCommand("UPDATE limites SET valor = 0 WHERE chave = '" + chave + "'", conexao); // vigia: ok injection-sql
        return NoContent();
    }
}
