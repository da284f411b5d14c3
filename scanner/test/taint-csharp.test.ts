// The C# taint analysis (the IR engine with frontends/csharp.ts and models/csharp): ASP.NET Core requests and action parameters to each sink family, with traces.
import { describe, expect, it } from 'vitest';
import { scanFiles } from '../src/index.js';
import { analyzeWithEngine, mayNeedEngineAnalysis } from '../src/taint/engine/analyze.js';
import { makeTree, tracePath, traceRows } from './helpers.js';

const rules = (src: string): string[] => analyzeWithEngine('Api.cs', src).map((h) => `${h.line}:${h.ruleId}`).sort();
const traceOf = (src: string, rule: string): (string | number)[][] | undefined =>
  traceRows(analyzeWithEngine('Api.cs', src).find((h) => h.ruleId === rule));

const controller = (body: string): string => `public class ContasController : ControllerBase
{
    private static readonly string[] Permitidos = { "pix", "ted" };
    private readonly SqlConnection _conexao;
${body}
}`;

describe('análise de taint em C#', () => {
  it('leva o rastro de [FromQuery] (linha da fonte) até new SqlCommand (linha do sink), pela API de scan, sem achado duplicado', async () => {
    const src = controller(`    public IActionResult BuscarCliente([FromQuery] string documento)
    {
        var sql = $"SELECT * FROM clientes WHERE documento = '{documento}'";
        var comando = new SqlCommand(sql, _conexao);
        return Ok(comando.ExecuteReader());
    }`);
    const { findings } = await scanFiles(makeTree({ 'ContasController.cs': src }), ['ContasController.cs']);
    const sqli = findings.filter((f) => f.rule.startsWith('injection-sql'));
    expect(sqli).toHaveLength(1);
    expect(sqli[0]?.line).toBe(8);
    expect(traceRows(sqli[0])).toEqual(tracePath([5, 'entrada: @FromQuery documento'], [7, 'interpolação em string'], [8, 'execução SQL']));
  });

  it('acha Request.Query/Form/Headers, parâmetros de ação, StringBuilder, string.Format, CommandText, Dapper e EF', () => {
    const src = controller(`    public IActionResult Extrato(string conta)
    {
        var sb = new StringBuilder("SELECT * FROM extrato WHERE conta = '");
        sb.Append(conta).Append("'");
        _conexao.Query<Extrato>(sb.ToString());
        var cmd = _conexao.CreateCommand();
        cmd.CommandText = string.Format("SELECT * FROM pix WHERE chave = '{0}'", Request.Form["chave"]);
        _contexto.Database.ExecuteSqlRaw("DELETE FROM sessoes WHERE id = '" + Request.Headers["X-Sessao"] + "'");
        var ordem = Request.Query["ordem"];
        _contexto.Clientes.FromSqlRaw("SELECT * FROM clientes ORDER BY " + ordem);
        return Ajuda(conta);
    }
    private IActionResult Ajuda(string valor) => Ok(_conexao.Query<Conta>("SELECT * FROM contas WHERE numero = " + valor));`);
    expect(rules(src)).toEqual(['11:injection-sql', '12:injection-sql', '14:injection-sql', '17:injection-sql', '9:injection-sql']);
    expect(traceOf(src, 'injection-sql')).toEqual([
      [5, 'source', 'entrada: parâmetro da rota conta'],
      [9, 'step', 'ToString()'],
      [9, 'sink', 'execução SQL'],
    ]);
  });

  it('não reporta constantes, números, parâmetros ligados, codificadores nem listas permitidas', () => {
    const src = controller(`    public async Task<IActionResult> Seguro(string documento, string tipo, [FromQuery] int dias, string arquivo)
    {
        var cmd = new SqlCommand("SELECT * FROM clientes WHERE documento = @documento", _conexao);
        cmd.Parameters.AddWithValue("@documento", documento);
        var numero = int.Parse(documento);
        _conexao.Query<Conta>("SELECT * FROM contas WHERE numero = " + numero + " AND dias <= " + dias);
        if (Guid.TryParse(documento, out var id)) _conexao.Execute("DELETE FROM sessoes WHERE id = '" + id + "'");
        if (!Permitidos.Contains(tipo)) return BadRequest();
        _conexao.Query<Transferencia>($"SELECT * FROM transferencias WHERE tipo = '{tipo}'");
        await Response.WriteAsync("<p>" + HtmlEncoder.Default.Encode(documento) + "</p>");
        var bytes = System.IO.File.ReadAllBytes("/srv/recibos/" + Path.GetFileName(arquivo));
        Process.Start("cmd.exe", "/c gerar-extrato.bat --todos");
        return Content(documento, "application/json");
    }`);
    expect(rules(src)).toEqual([]);
  });

  it('acha XSS, arquivos, comando, SSRF, redirecionamento, LDAP e XPath, também em minimal APIs', () => {
    const src = `var app = WebApplication.Create(args);
app.MapGet("/recibo/{arquivo}", (string arquivo) => Results.Content("<p>" + arquivo + "</p>", "text/html"));
public class RecibosController : Controller
{
    public async Task<IActionResult> Baixar(string arquivo, string url, string volta, string uid)
    {
        var texto = System.IO.File.ReadAllText("/srv/recibos/" + arquivo);
        var info = new ProcessStartInfo { FileName = "/bin/bash", Arguments = "-c 'cat " + arquivo + "'" };
        var pagina = await new HttpClient().GetStringAsync(url);
        new DirectorySearcher(new DirectoryEntry("LDAP://dc=banco")) { Filter = "(uid=" + uid + ")" };
        navegador.Select("//conta[@uid='" + uid + "']");
        await Response.WriteAsync(texto + uid);
        return Redirect(volta);
    }
}`;
    expect(rules(src)).toEqual(['10:injection-ldap', '11:injection-xpath', '12:xss', '13:open-redirect', '2:xss', '7:path-traversal', '8:injection-command', '9:ssrf']);
    expect(traceOf(src, 'open-redirect')).toEqual(tracePath([5, 'entrada: parâmetro da rota volta'], [13, 'redirecionamento']));
  });

  it('reporta "sink presente" para SQL com dado de origem desconhecida e o achado definitivo quando a consulta é montada na chamada', () => {
    const src = `public class Relatorios
{
    public void Rodar(SqlConnection conexao, string consulta, string conta)
    {
        new SqlCommand(consulta, conexao).ExecuteNonQuery();
        new SqlCommand("SELECT * FROM extrato WHERE conta = " + conta, conexao).ExecuteNonQuery();
        System.IO.File.ReadAllText(consulta);
    }
}`;
    expect(rules(src)).toEqual(['5:injection-sql-sink', '6:injection-sql']);
    expect(traceOf(src, 'injection-sql-sink')).toEqual(tracePath([3, 'parâmetro consulta (origem não vista no arquivo)'], [5, 'execução SQL']));
  });

  it('uma desconstrução em tupla (var (a, b) = (x, y)) não derruba o arquivo: cada nome recebe o seu elemento', async () => {
    const src = controller(`    public IActionResult Pagadores([FromForm] string documentoInformado)
    {
        var (documento, pais) = (documentoInformado, "BR");
        var porDocumento = new SqlCommand("SELECT * FROM pagadores WHERE documento = '" + documento + "'", _conexao);
        var porPais = new SqlCommand("SELECT * FROM pagadores WHERE pais = '" + pais + "'", _conexao);
        return Ok();
    }`);
    const { findings, log } = await scanFiles(makeTree({ 'PagadoresController.cs': src }), ['PagadoresController.cs']);
    expect(log.filter((entry) => entry.level !== 'info')).toEqual([]);
    expect(findings.filter((f) => f.rule.startsWith('injection-sql')).map((f) => [f.rule, f.line])).toEqual([['injection-sql', 8]]);
  });

  it('só analisa arquivos C# com fonte e sink (ou sink de SQL/comando)', () => {
    expect(mayNeedEngineAnalysis('Conta.cs', 'public record Conta(string Numero);')).toBe(false);
    expect(mayNeedEngineAnalysis('Repo.cs', 'class R { void F(string q) { new SqlCommand(q, c); } }')).toBe(true);
    expect(mayNeedEngineAnalysis('Api.cs', 'class A : ControllerBase { IActionResult F(string u) => Redirect(u); }')).toBe(true);
    expect(mayNeedEngineAnalysis('Repo.java', 'new SqlCommand(q, c);')).toBe(false);
  });
  it('guarda `ordem == null || !Colunas.Contains(ordem)` que sai refina a ordem; com um teste de tamanho, não', () => {
    const src = `public class ExtratoController : ControllerBase
{
    private static readonly HashSet<string> Colunas = new() { "data", "valor" };

    [HttpGet("extrato")]
    public IActionResult Extrato([FromQuery] string ordem)
    {
        if (ordem == null || !Colunas.Contains(ordem))
        {
            return BadRequest();
        }
        var cmd = new SqlCommand("SELECT * FROM extrato ORDER BY " + ordem, conexao);
        return Ok();
    }

    [HttpGet("extrato2")]
    public IActionResult Extrato2([FromQuery] string ordem)
    {
        if (ordem == null || ordem.Length > 10)
        {
            return BadRequest();
        }
        var cmd = new SqlCommand("SELECT * FROM extrato ORDER BY " + ordem, conexao);
        return Ok();
    }
}
`;
    expect(rules(src)).toEqual(['23:injection-sql']);
  });
  it('um wrapper guarda a requisição num campo declarado sem valor: o método que lê dele devolve dado do cliente; o campo com texto fixo não', () => {
    const src = `public class EntradaBoleto
{
    private HttpRequest requisicao;
    private string moeda = "BRL";

    public EntradaBoleto(HttpRequest r)
    {
        requisicao = r;
    }

    public string Linha(string nome) => requisicao.Query[nome];
    public string Moeda() => moeda;
}

public class BoletoController : ControllerBase
{
    private readonly SqlConnection conexao;

    [HttpGet("boletos")]
    public IActionResult Boletos()
    {
        var entrada = new EntradaBoleto(Request);
        var porLinha = new SqlCommand("SELECT * FROM boletos WHERE linha = '" + entrada.Linha("linha") + "'", conexao);
        var porMoeda = new SqlCommand("SELECT * FROM boletos WHERE moeda = '" + entrada.Moeda() + "'", conexao);
        return Ok();
    }
}
`;
    expect(rules(src)).toEqual(['23:injection-sql']);
  });
  it('[FromBody] de um record ou classe do arquivo: a propriedade string é dado do cliente, a int/decimal/bool não', () => {
    const src = `public record PedidoPix(string Chave, decimal Valor);

public class Agendamento
{
    public string Descricao { get; set; }
    public int Parcelas { get; set; }
    public bool Recorrente { get; set; }
}

public class PixController : ControllerBase
{
    private readonly SqlConnection conexao;

    [HttpPost("pix")]
    public IActionResult Enviar([FromBody] PedidoPix pedido)
    {
        var porChave = new SqlCommand("INSERT INTO pix (chave) VALUES ('" + pedido.Chave + "')", conexao);
        var porValor = new SqlCommand("INSERT INTO pix (valor) VALUES (" + pedido.Valor + ")", conexao);
        return Ok();
    }

    [HttpPost("agendamentos")]
    public IActionResult Agendar([FromBody] Agendamento agendamento)
    {
        var porDescricao = new SqlCommand("INSERT INTO agenda (descricao) VALUES ('" + agendamento.Descricao + "')", conexao);
        var porParcelas = new SqlCommand("INSERT INTO agenda (parcelas, recorrente) VALUES (" + agendamento.Parcelas + ", " + agendamento.Recorrente + ")", conexao);
        return Ok();
    }
}
`;
    expect(rules(src)).toEqual(['17:injection-sql', '25:injection-sql']);
  });
});
