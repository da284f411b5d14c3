using Microsoft.AspNetCore.Mvc;
using Microsoft.Data.SqlClient;

public class AgenciaController : ControllerBase
{
    private const bool Homologacao = false;
    private readonly SqlConnection conexao;

    [HttpGet("agencias")]
    public IActionResult Agencias([FromQuery] string agencia)
    {
        var filtro = "0001";
        if (Homologacao)
        {
            filtro = agencia;
        }
        var lista = new SqlCommand("SELECT * FROM agencias WHERE codigo = '" + filtro + "'", conexao); // vigia: ok injection-sql
        var destino = "0001";
        if (2 + 2 == 4)
        {
            destino = agencia;
        }
        var comando = new SqlCommand("SELECT * FROM agencias WHERE codigo = '" + destino + "'", conexao); // vigia: expect injection-sql
        return Ok();
    }
}
