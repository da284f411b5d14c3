// The C# models (ASP.NET Core MVC and minimal APIs, ADO.NET, Entity Framework, Dapper, processes, files,
// HTTP clients, XPath, LDAP, regexes, templates, scripting): every row with a true case of our own and a
// look-alike, through the IR engine.
import { describe, expect, it } from 'vitest';
import { analyzeWithEngine } from '../src/taint/engine/analyze.js';
import { modelsFor } from '../src/taint/models/load.js';
import { mayHoldFlow } from '../src/taint/models/prefilter.js';
import { describeModelRows, type RowCase } from './model-rows.js';
import { csharpConfigurationCases } from './model-rows-configuration.js';

/** An action of our own controller around `body` (`c` is the client's `conta`). */
const action = (body: string, base = 'ControllerBase', attribute = '[HttpGet("extrato")]', param = '[FromQuery] string conta'): string =>
  `using Microsoft.AspNetCore.Mvc;\n\npublic class ExtratoController : ${base}\n{\n    private readonly SqlConnection conexao;\n\n    ${attribute}\n    public IActionResult Extrato(${param})\n    {\n        var c = conta;\n        ${body}\n        return Ok();\n    }\n}\n`;
/** A class that is no controller: its parameters come from a caller the file does not show. */
const plain = (body: string): string => `public class Relatorios\n{\n    public void Gerar(string conta)\n    {\n        ${body}\n    }\n}\n`;
const minimal = (handler: string): string => `var app = WebApplication.Create(args);\napp.${handler};\napp.Run();\n`;

const flows: RowCase[] = [
  { row: 'action-routes', rule: 'path-traversal', truth: action('System.IO.File.ReadAllText(conta);', 'Controller', '', 'string conta'), lookalike: action('System.IO.File.ReadAllText(conta);', 'Servico', '', 'string conta') },
  { row: 'bound-parameters', rule: 'path-traversal', truth: action('File.ReadAllText(c);', 'Servico', '', '[FromRoute] string conta'), lookalike: action('File.ReadAllText(c);', 'Servico', '', '[FromServices] string conta') },
  { row: 'request-type', rule: 'path-traversal', truth: minimal('MapGet("/extrato", (HttpRequest req) => File.ReadAllText(req.Query["arquivo"]))'), lookalike: minimal('MapGet("/extrato", (HttpRequest req) => File.ReadAllText(req.Method))') },
  { row: 'response-type', rule: 'xss', truth: minimal('MapGet("/extrato", async (string nome, HttpResponse res) => await res.WriteAsync("<p>" + nome))'), lookalike: minimal('MapGet("/extrato", async (string nome, HttpResponse res) => await log.WriteAsync("<p>" + nome))') },
  { row: 'request-globals', rule: 'injection-sql', truth: action('var cmd = new SqlCommand("SELECT * FROM extrato WHERE conta = \'" + Request.Form["conta"] + "\'", conexao);', 'Servico', '', ''), lookalike: action('var pedido = PedidoPadrao();\n        var cmd = new SqlCommand("SELECT * FROM extrato WHERE conta = \'" + pedido.Form["conta"] + "\'", conexao);', 'Servico', '', '') },
  { row: 'response-globals', rule: 'xss', truth: action('Response.WriteAsync("<p>" + c + "</p>");'), lookalike: action('Relatorio.WriteAsync("<p>" + c + "</p>");') },
  { row: 'request-fields', rule: 'injection-sql', truth: action('var cmd = new SqlCommand("SELECT * FROM extrato WHERE conta = \'" + Request.Headers["X-Conta"] + "\'", conexao);', 'Servico', '', ''), lookalike: action('var cmd = new SqlCommand("SELECT * FROM extrato WHERE conta = \'" + Request.ContentLength + "\'", conexao);', 'Servico', '', '') },
  { row: 'response-write', rule: 'xss', truth: action('HttpContext.Response.WriteAsync("<p>" + c + "</p>");'), lookalike: action('arquivo.WriteAsync("<p>" + c + "</p>");') },
  { row: 'html-raw', rule: 'xss', truth: action('var h = Html.Raw("<b>" + c + "</b>");'), lookalike: action('var h = Html.Encode("<b>" + c + "</b>");') },
  { row: 'html-string', rule: 'xss', truth: action('var h = new HtmlString("<b>" + c + "</b>");'), lookalike: action('var h = new StringContent("<b>" + c + "</b>");') },
  { row: 'results-content-html', rule: 'xss', truth: minimal('MapGet("/saudacao", (string nome) => Results.Content("<p>" + nome + "</p>", "text/html"))'), lookalike: minimal('MapGet("/saudacao", (string nome) => Results.Content("<p>" + nome + "</p>", "text/plain"))') },
  { row: 'redirect', rule: 'open-redirect', truth: action('return Redirect(c);'), lookalike: action('return LocalRedirect(c);') },
  { row: 'redirect-result', rule: 'open-redirect', truth: action('return new RedirectResult(c);'), lookalike: action('return new LocalRedirectResult(c);') },
  { row: 'sql-command', rule: 'injection-sql', truth: action('var cmd = new SqlCommand("SELECT * FROM extrato WHERE conta = \'" + c + "\'", conexao);'), lookalike: action('var cmd = new SqlParameter("@conta", c);') },
  { row: 'command-text', rule: 'injection-sql', truth: action('var cmd = conexao.CreateCommand();\n        cmd.CommandText = "SELECT * FROM extrato WHERE conta = \'" + c + "\'";'), lookalike: action('var cmd = conexao.CreateCommand();\n        cmd.CommandTimeout = c.Length;\n        cmd.Parameters.AddWithValue("@conta", c);') },
  { row: 'ef-raw-sql', rule: 'injection-sql', truth: action('var linhas = contexto.Extratos.FromSqlRaw("SELECT * FROM extrato WHERE conta = \'" + c + "\'").ToList();'), lookalike: action('var linhas = contexto.Extratos.FromSqlInterpolated($"SELECT * FROM extrato WHERE conta = {c}").ToList();') },
  { row: 'dapper-query', rule: 'injection-sql', truth: action('var linhas = conexao.Query<Extrato>("SELECT * FROM extrato WHERE conta = \'" + c + "\'");'), lookalike: action('var linhas = cache.Query<Extrato>("SELECT * FROM extrato WHERE conta = \'" + c + "\'");') },
  { row: 'process-start-shell', rule: 'injection-command', truth: action('Process.Start("/bin/sh", "-c \\"relatorio " + c + "\\"");'), lookalike: action('Process.Start("relatorio", "--conta " + c);') },
  { row: 'process-start-info-shell', rule: 'injection-command', truth: action('var psi = new ProcessStartInfo("cmd.exe", "/c relatorio " + c);'), lookalike: action('var psi = new ProcessStartInfo("relatorio.exe", "/c relatorio " + c);') },
  { row: 'process-arguments', rule: 'injection-command', truth: action('var psi = new ProcessStartInfo { FileName = "cmd.exe", Arguments = "/c type " + c };'), lookalike: action('var psi = new ProcessStartInfo { FileName = "relatorio.exe", Arguments = "--conta " + c };') },
  { row: 'process-start', rule: 'injection-command', truth: action('Process.Start(c);'), lookalike: action('Processos.Start(c);') },
  { row: 'process-start-info', rule: 'injection-command', truth: action('var psi = new ProcessStartInfo(c);'), lookalike: action('var psi = new ProcessInfo(c);') },
  { row: 'process-file-name', rule: 'injection-command', truth: action('var psi = new ProcessStartInfo();\n        psi.FileName = c;'), lookalike: action('var recibo = new Recibo();\n        recibo.FileName = c;') },
  { row: 'file-functions', rule: 'path-traversal', truth: action('System.IO.File.ReadAllBytes("/srv/extratos/" + c);'), lookalike: action('Cache.ReadAllBytes("/srv/extratos/" + c);') },
  { row: 'file-streams', rule: 'path-traversal', truth: action('using var fs = new FileStream("/srv/extratos/" + c, FileMode.Open);'), lookalike: action('using var ms = new MemoryStream(Encoding.UTF8.GetBytes(c));') },
  { row: 'physical-file', rule: 'path-traversal', truth: action('return PhysicalFile("/srv/extratos/" + c, "application/pdf");'), lookalike: action('return File(Encoding.UTF8.GetBytes(c), "application/pdf");') },
  { row: 'xpath-select', rule: 'injection-xpath', truth: action('var no = documento.SelectSingleNode("//conta[@numero=\'" + c + "\']");'), lookalike: action('var no = documento.CreateElement("conta" + c.Length);') },
  { row: 'xpath-navigator', rule: 'injection-xpath', truth: action('var n = navegador.Select("//conta[@numero=\'" + c + "\']");'), lookalike: action('var n = contas.Select(x => x + c);') },
  { row: 'ldap-directory-entry', rule: 'injection-ldap', truth: action('var e = new DirectoryEntry("LDAP://" + c + "/dc=banco");'), lookalike: action('var e = new DirectoryEntry("LDAP://dc=banco");\n        e.Password = c;') },
  { row: 'request-readers', rule: 'path-traversal', truth: minimal('MapPost("/extrato", async (HttpRequest req) => File.ReadAllText((await req.ReadFormAsync())["arquivo"]))'), lookalike: minimal('MapPost("/extrato", async (HttpRequest req) => File.ReadAllText(req.Protocol))') },
  { row: 'ldap-searcher', rule: 'injection-ldap', truth: action('var busca = new DirectorySearcher("(uid=" + c + ")");'), lookalike: action('var busca = new DirectorySearcher();\n        busca.PageSize = c.Length;') },
  { row: 'ldap-filter', rule: 'injection-ldap', truth: action('var searcher = new DirectorySearcher();\n        searcher.Filter = "(uid=" + c + ")";'), lookalike: action('var relatorio = new Relatorio();\n        relatorio.Filter = "(uid=" + c + ")";') },
  { row: 'http-client', rule: 'ssrf', truth: action('var r = httpClient.GetAsync(c);'), lookalike: action('var r = cache.GetAsync(c);') },
  { row: 'http-request-message', rule: 'ssrf', truth: action('var m = new HttpRequestMessage(HttpMethod.Get, c);'), lookalike: action('var m = new StringContent(c);') },
  { row: 'web-request-create', rule: 'ssrf', truth: action('var w = WebRequest.Create(c);'), lookalike: action('var w = Recibo.Create(c);') },
  { row: 'regex-constructor', rule: 'regex-injection', truth: action('var re = new Regex("^" + c);'), lookalike: action('var re = new Regex("^[0-9]+$");\n        var ok = re.IsMatch(c);') },
  { row: 'regex-static', rule: 'regex-injection', truth: action('var ok = Regex.IsMatch("0001-2", c);'), lookalike: action('var ok = Regex.IsMatch(c, "^[0-9-]+$");') },
  { row: 'csharp-script', rule: 'injection-eval', truth: action('var v = CSharpScript.EvaluateAsync<decimal>(c);'), lookalike: action('var v = Calculadora.EvaluateAsync<decimal>(c);') },
  { row: 'razor-compile', rule: 'template-injection', truth: action('var h = Engine.Razor.RunCompile(c, "recibo", null, null);'), lookalike: action('var h = Engine.Razor.RunCompile("<p>@Model.Conta</p>", "recibo", null, new { Conta = c });') },
  { row: 'template-parse', rule: 'template-injection', truth: action('var t = Scriban.Template.Parse(c);'), lookalike: action('var t = Scriban.Template.Parse("Conta {{ conta }}");\n        t.Render(new { conta = c });') },
  { row: 'razorlight-compile', rule: 'template-injection', truth: action('var h = engine.CompileRenderStringAsync("recibo", c, null);'), lookalike: action('var h = engine.CompileRenderAsync("recibo.cshtml", c);') },
  { row: 'builder-writes', rule: 'injection-sql', truth: action('var sb = new StringBuilder("SELECT * FROM extrato WHERE conta = \'");\n        sb.Append(c).Append("\'");\n        var cmd = new SqlCommand(sb.ToString(), conexao);'), lookalike: action('var sb = new StringBuilder("SELECT * FROM extrato LIMIT 10");\n        sb.Capacity = c.Length;\n        var cmd = new SqlCommand(sb.ToString(), conexao);') },
  { row: 'element-callbacks', rule: 'injection-sql', truth: action('var contas = new List<string> { c };\n        contas.ForEach(x => new SqlCommand("DELETE FROM extrato WHERE conta = \'" + x + "\'", conexao));'), lookalike: action('var contas = new List<string> { c };\n        contas.Sort();\n        new SqlCommand("DELETE FROM extrato WHERE conta = \'0001\'", conexao);') },
];

const cleaners: RowCase[] = [
  { row: 'constant-collection-membership', rule: 'injection-sql', truth: action('var tipos = new List<string> { "pix", "ted" };\n        if (tipos.Contains(conta)) { new SqlCommand("SELECT * FROM extrato WHERE tipo = \'" + conta + "\'", conexao).ExecuteReader(); }'), lookalike: action('var tipos = new List<string> { conta, "ted" };\n        if (tipos.Contains(conta)) { new SqlCommand("SELECT * FROM extrato WHERE tipo = \'" + conta + "\'", conexao).ExecuteReader(); }') },
  { row: 'regex-is-match', rule: 'injection-sql', truth: action('if (Regex.IsMatch(conta, "^[0-9]+$")) { new SqlCommand("SELECT * FROM extrato WHERE conta = " + conta, conexao).ExecuteReader(); }'), lookalike: action('if (Regex.IsMatch(conta, "[0-9]+")) { new SqlCommand("SELECT * FROM extrato WHERE conta = " + conta, conexao).ExecuteReader(); }') },
  { row: 'normalized-path-prefix', rule: 'path-traversal', truth: action('var alvo = Path.GetFullPath(Path.Combine("/srv/recibos", conta));\n        if (alvo.StartsWith("/srv/recibos/")) { System.IO.File.ReadAllText(alvo); }'), lookalike: action('var alvo = Path.Combine("/srv/recibos", conta);\n        if (alvo.StartsWith("/srv/recibos/")) { System.IO.File.ReadAllText(alvo); }') },
  { row: 'local-url-guard', rule: 'open-redirect', truth: action('if (Url.IsLocalUrl(c)) { return Redirect(c); }'), lookalike: action('if (Url.IsAbsoluteUrl(c)) { return Redirect(c); }') },
  { row: 'html-encoders', rule: 'xss', truth: action('Response.WriteAsync("<p>" + WebUtility.HtmlEncode(c) + "</p>");'), lookalike: action('Response.WriteAsync("<p>" + WebUtility.HtmlDecode(c) + "</p>");') },
  { row: 'url-encoders', rule: 'open-redirect', truth: action('return Redirect(Uri.EscapeDataString(c));'), lookalike: action('return Redirect(Uri.UnescapeDataString(c));') },
  { row: 'numeric-parsers', rule: 'injection-sql', truth: action('var cmd = new SqlCommand("SELECT * FROM extrato WHERE conta = " + int.Parse(c), conexao);'), lookalike: action('var cmd = new SqlCommand("SELECT * FROM extrato WHERE conta = " + c.Trim(), conexao);') },
  { row: 'scalar-types', rule: 'injection-sql', truth: action('var cmd = new SqlCommand("SELECT * FROM extrato WHERE conta = " + conta, conexao);', 'ControllerBase', '[HttpGet("extrato")]', 'long conta'), lookalike: action('var cmd = new SqlCommand("SELECT * FROM extrato WHERE conta = " + conta, conexao);', 'ControllerBase', '[HttpGet("extrato")]', 'string conta') },
  { row: 'file-name-only', rule: 'path-traversal', truth: action('System.IO.File.ReadAllBytes("/srv/extratos/" + Path.GetFileName(c));'), lookalike: action('System.IO.File.ReadAllBytes("/srv/extratos/" + Path.GetExtension(c));') },
  { row: 'regex-escape', rule: 'regex-injection', truth: action('var re = new Regex("^" + Regex.Escape(c));'), lookalike: action('var re = new Regex("^" + Regex.Unescape(c));') },
  { row: 'scalar-results', rule: 'injection-sql', truth: action('var cmd = new SqlCommand("SELECT * FROM extrato WHERE ativa = " + c.StartsWith("0"), conexao);'), lookalike: action('var cmd = new SqlCommand("SELECT * FROM extrato WHERE conta = " + c.TrimStart(\'0\'), conexao);') },
];

describeModelRows('csharp', 'Extrato.cs', [...flows, ...csharpConfigurationCases], cleaners);

describe('modelos de C#: o que o prefiltro e os pontos de entrada decidem', () => {
  const rules = (src: string): string[] => analyzeWithEngine('Extrato.cs', src).map((h) => h.ruleId);

  it('um método que não é ação recebe dados de origem não vista: "sink presente", e definitivo quando a consulta é montada ali', () => {
    expect(rules(plain('var cmd = new SqlCommand(conta, conexao);'))).toEqual(['injection-sql-sink']);
    expect(rules(plain('var cmd = new SqlCommand("SELECT * FROM extrato WHERE conta = \'" + conta + "\'", conexao);'))).toEqual(['injection-sql']);
  });

  it('o prefiltro deixa passar atributos [FromQuery] e controladores, e descarta arquivos sem sink', () => {
    const models = modelsFor('csharp');
    expect(mayHoldFlow(models, action('var cmd = new SqlCommand(c, conexao);'))).toBe(true);
    expect(mayHoldFlow(models, action('var total = c.Length;'))).toBe(false);
  });

  it('as lambdas de uma API mínima recebem os parâmetros da rota; a constante do arquivo não', () => {
    expect(rules(minimal('MapGet("/extrato/{conta}", (string conta) => File.ReadAllText("/srv/" + conta))'))).toEqual(['path-traversal']);
    expect(rules(minimal('MapGet("/extrato", () => File.ReadAllText("/srv/extrato.pdf"))'))).toEqual([]);
  });
});
