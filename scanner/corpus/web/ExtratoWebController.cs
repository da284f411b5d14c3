// C# (ASP.NET Core MVC): entrada até a resposta (XSS), arquivos, redirecionamento, LDAP e XPath; codificadores e listas permitidas não são achados.
using System.DirectoryServices;
using System.Net;
using System.Text.Encodings.Web;
using System.Xml;
using Microsoft.AspNetCore.Mvc;

public class ExtratoWebController : Controller
{
    private static readonly HashSet<string> Formatos = new() { "pdf", "csv", "ofx" };

    public async Task Saudacao([FromQuery] string nome)
    {
        await Response.WriteAsync("<h1>Olá " + nome + "</h1>"); // vigia-expect: xss
        await Response.WriteAsync("<h1>Olá " + HtmlEncoder.Default.Encode(nome) + "</h1>");
        await Response.WriteAsync("<h1>Extrato mensal</h1>");
    }

    public IActionResult Resumo(string titular)
    {
        var html = $"<p>Titular: {titular}</p>";
        var seguro = $"<p>Titular: {WebUtility.HtmlEncode(titular)}</p>";
        var json = Content(titular, "application/json");
        return Content(html, "text/html"); // vigia-expect: xss
    }

    public IActionResult Comprovante(string arquivo, string formato)
    {
        var bytes = System.IO.File.ReadAllBytes("/srv/comprovantes/" + arquivo); // vigia-expect: path-traversal
        var seguro = System.IO.File.ReadAllBytes("/srv/comprovantes/" + Path.GetFileName(arquivo));
        using var fluxo = new FileStream(Path.Combine("/srv/extratos", arquivo), FileMode.Open); // vigia-expect: path-traversal
        if (Formatos.Contains(formato))
        {
            return PhysicalFile("/srv/modelos/extrato." + formato, "application/octet-stream");
        }
        return File(bytes, "application/pdf");
    }

    public IActionResult Voltar([FromQuery] string retorno)
    {
        if (retorno == "painel")
        {
            return Redirect(retorno);
        }
        if (Url.IsLocalUrl(retorno))
        {
            return LocalRedirect(retorno);
        }
        return Redirect(retorno); // vigia-expect: open-redirect
    }

    public IActionResult Gerente([FromQuery] string matricula)
    {
        var entrada = new DirectoryEntry("LDAP://dc=banco,dc=local");
        var busca = new DirectorySearcher(entrada);
        busca.Filter = "(&(objectClass=user)(uid=" + matricula + "))"; // vigia-expect: injection-ldap
        var fixa = new DirectorySearcher(entrada) { Filter = "(objectClass=gerente)" };
        var doc = new XmlDocument();
        doc.Load("/srv/config/agencias.xml");
        var agencias = doc.SelectNodes("//agencia[@gerente='" + matricula + "']"); // vigia-expect: injection-xpath
        var ativas = doc.SelectNodes("//agencia[@ativa='sim']");
        return Ok(new { busca, fixa, agencias, ativas });
    }
}
