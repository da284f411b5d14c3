using Microsoft.AspNetCore.Http;
using Microsoft.AspNetCore.Mvc;
using Microsoft.Data.SqlClient;

public class RequisicaoCobranca
{
    private readonly HttpRequest request;

    public RequisicaoCobranca(HttpRequest request)
    {
        this.request = request;
    }

    public string Parametro(string nome) => request.Query[nome];

    public string Moeda() => "BRL";
}

public class CobrancaController : ControllerBase
{
    private readonly SqlConnection conexao;

    [HttpGet("cobrancas")]
    public IActionResult Cobrancas()
    {
        var cobranca = new RequisicaoCobranca(Request);
        var comando = new SqlCommand("SELECT * FROM cobrancas WHERE txid = '" + cobranca.Parametro("txid") + "'", conexao); // vigia: expect injection-sql
        var seguro = new SqlCommand("SELECT * FROM cobrancas WHERE moeda = '" + cobranca.Moeda() + "'", conexao); // vigia: ok injection-sql
        return Ok();
    }
}
