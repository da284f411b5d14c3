// Casos de taint em C# (ASP.NET Core): entrada da requisição até SQL, comando e SSRF; e os parecidos seguros.
using System.Data.SqlClient;
using System.Diagnostics;
using System.Text;
using Dapper;
using Microsoft.AspNetCore.Mvc;
using Microsoft.EntityFrameworkCore;

[ApiController]
[Route("api/transferencias")]
public class TransferenciasController : ControllerBase
{
    private static readonly string[] StatusPermitidos = { "pendente", "liquidada", "devolvida" };
    private const string ConsultaBase = "SELECT * FROM transferencias WHERE ";
    private readonly SqlConnection _conexao;
    private readonly BancoContext _contexto;
    private readonly HttpClient _http;

    [HttpGet("cliente")]
    public IActionResult BuscarCliente([FromQuery] string documento)
    {
        var sql = $"SELECT * FROM clientes WHERE documento = '{documento}'";
        using var comando = new SqlCommand(sql, _conexao); // vigia-expect: injection-sql
        var seguro = new SqlCommand("SELECT * FROM clientes WHERE documento = @documento", _conexao);
        seguro.Parameters.AddWithValue("@documento", documento);
        return Ok(comando.ExecuteReader());
    }

    [HttpGet("{conta}")]
    public IActionResult Extrato(string conta, int dias)
    {
        var consulta = ConsultaBase + "conta = '" + conta + "'";
        var linhas = _conexao.Query<Transferencia>(consulta); // vigia-expect: injection-sql
        var recentes = _conexao.Query<Transferencia>(ConsultaBase + "dias <= " + dias);
        var numero = int.Parse(conta);
        var porNumero = _conexao.Query<Transferencia>(ConsultaBase + "numero = " + numero);
        return Ok(new { linhas, recentes, porNumero });
    }

    [HttpGet("status")]
    public IActionResult PorStatus()
    {
        var status = Request.Query["status"].ToString();
        if (!StatusPermitidos.Contains(status))
        {
            return BadRequest();
        }
        var porStatus = _contexto.Transferencias.FromSqlRaw(ConsultaBase + "status = '" + status + "'").ToList();
        var chave = Request.Headers["X-Chave-Pix"].ToString();
        _contexto.Database.ExecuteSqlRaw("UPDATE chaves SET usada = 1 WHERE chave = '" + chave + "'"); // vigia-expect: injection-sql
        _contexto.Database.ExecuteSqlInterpolated($"UPDATE chaves SET usada = 1 WHERE chave = {chave}");
        return Ok(porStatus);
    }

    [HttpPost("lote")]
    public IActionResult ProcessarLote([FromBody] LoteDto lote)
    {
        var filtro = new StringBuilder("SELECT * FROM lotes WHERE ");
        filtro.Append("codigo = '").Append(lote.Codigo).Append("'");
        var cmd = _conexao.CreateCommand();
        cmd.CommandText = filtro.ToString(); // vigia-expect: injection-sql
        var argumentos = "/c processar-lote.bat " + lote.Codigo;
        Process.Start("cmd.exe", argumentos); // vigia-expect: injection-command
        Process.Start("processar-lote.exe", lote.Codigo);
        var fixo = new ProcessStartInfo { FileName = "cmd.exe", Arguments = "/c processar-lote.bat --todos" };
        return Ok(fixo);
    }

    [HttpPost("webhook")]
    public async Task<IActionResult> NotificarWebhook([FromForm] string urlCallback)
    {
        var resposta = await _http.GetStringAsync(urlCallback); // vigia-expect: ssrf
        var status = await _http.GetStringAsync("https://api.bcb.gov.br/status");
        return Ok(new { resposta, status });
    }
}
