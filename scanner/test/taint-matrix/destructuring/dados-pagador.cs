using Microsoft.AspNetCore.Mvc;
using Microsoft.Data.SqlClient;

public class PagadorController : ControllerBase
{
    private readonly SqlConnection conexao;

    [HttpPost("pagadores")]
    public IActionResult Pagadores([FromForm] string documentoInformado, [FromForm] string pracaInformada)
    {
        var (documento, pais) = (documentoInformado, "BR");
        var porDocumento = new SqlCommand("SELECT * FROM pagadores WHERE documento = '" + documento + "'", conexao); // vigia: expect injection-sql
        var (moeda, praca) = ("BRL", pracaInformada);
        var porMoeda = new SqlCommand("SELECT * FROM pagadores WHERE moeda = '" + moeda + "'", conexao); // vigia: ok injection-sql
        var porPraca = new SqlCommand("SELECT * FROM pagadores WHERE praca = '" + praca + "'", conexao); // vigia: expect injection-sql
        return Ok(pais);
    }
}
