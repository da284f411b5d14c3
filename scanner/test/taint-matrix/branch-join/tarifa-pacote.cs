using Microsoft.AspNetCore.Mvc;
using Microsoft.Data.SqlClient;

public class TarifaController : ControllerBase
{
    private readonly SqlConnection conexao;

    [HttpGet("tarifas")]
    public IActionResult Tarifas([FromQuery] string? personalizado, [FromQuery] string pacoteInformado, [FromQuery] string? pj)
    {
        var pacote = "ESSENCIAL";
        if (personalizado != null)
        {
            pacote = pacoteInformado;
        }
        var comando = new SqlCommand("SELECT tarifa FROM pacotes WHERE nome = '" + pacote + "'", conexao); // vigia: expect injection-sql
        string segmento;
        if (pj != null)
        {
            segmento = "EMPRESAS";
        }
        else
        {
            segmento = "VAREJO";
        }
        var seguro = new SqlCommand("SELECT tarifa FROM pacotes WHERE segmento = '" + segmento + "'", conexao); // vigia: ok injection-sql
        return Ok();
    }
}
