using Microsoft.AspNetCore.Mvc;
using Microsoft.Data.SqlClient;

public class FavorecidoController : ControllerBase
{
    private readonly SqlConnection conexao;

    [HttpGet("favorecidos")]
    public IActionResult Favorecidos([FromQuery] string documento)
    {
        var consulta = new SqlCommand("SELECT * FROM favorecidos WHERE documento = @documento", conexao); // vigia: ok injection-sql
        consulta.Parameters.AddWithValue("@documento", documento);
        var comando = new SqlCommand("SELECT * FROM favorecidos WHERE documento = '" + documento + "'", conexao); // vigia: expect injection-sql
        return Ok();
    }
}
