using Microsoft.AspNetCore.Mvc;
using Microsoft.Data.SqlClient;

public class TipoContaController : ControllerBase
{
    private readonly SqlConnection conexao;

    [HttpGet("contas")]
    public IActionResult Contas([FromQuery] string apelido, [FromQuery] string? pj)
    {
        var empresarial = pj != null;
        var busca = empresarial ? apelido : "PF";
        var comando = new SqlCommand("SELECT * FROM contas WHERE apelido = '" + busca + "'", conexao); // vigia: expect injection-sql
        var tipo = empresarial ? "PJ" : "PF";
        var seguro = new SqlCommand("SELECT * FROM contas WHERE tipo = '" + tipo + "'", conexao); // vigia: ok injection-sql
        return Ok();
    }
}
