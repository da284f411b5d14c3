using Microsoft.AspNetCore.Mvc;
using Microsoft.Data.SqlClient;

public class OrdemPagamento
{
    public string Beneficiario { get; set; } = "";
    public string Moeda { get; set; } = "";
}

public class OrdemController : ControllerBase
{
    private readonly SqlConnection conexao;

    [HttpPost("ordens")]
    public IActionResult Ordens([FromForm] string beneficiario)
    {
        var ordem = new OrdemPagamento();
        ordem.Beneficiario = beneficiario;
        ordem.Moeda = "BRL";
        var comando = new SqlCommand("INSERT INTO ordens (beneficiario) VALUES ('" + ordem.Beneficiario + "')", conexao); // vigia: expect injection-sql
        var seguro = new SqlCommand("INSERT INTO ordens (moeda) VALUES ('" + ordem.Moeda + "')", conexao); // vigia: ok injection-sql
        return Created("", null);
    }
}
