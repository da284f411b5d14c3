using Microsoft.AspNetCore.Mvc;
using RazorEngine;
using RazorEngine.Templating;

namespace Banco.Comprovantes.Web;

[ApiController]
public class ComprovanteController : ControllerBase
{
    [HttpPost("/comprovantes/previa")]
    public IActionResult Previa([FromForm] string modelo)
    {
        var html = Engine.Razor.RunCompile(modelo, "previa", null, new { Cliente = "Maria" }); // vigia-expect: template-injection
        return Content(html, "text/plain");
    }

    [HttpPost("/comprovantes/seguro")]
    public IActionResult Seguro([FromForm] string nome)
    {
        // Look-alike: the request fills the model of a fixed template.
        var html = Engine.Razor.RunCompile("<p>@Model.Nome</p>", "seguro", null, new { Nome = nome });
        return Content(html, "text/plain");
    }
}

[ApiController]
public class RodapeController : ControllerBase
{
    [HttpPost("/comprovantes/rodape")]
    public IActionResult Rodape([FromForm] string rodape)
    {
        var modelo = Scriban.Template.Parse(rodape); // vigia-expect: template-injection
        return Content(modelo.Render(new { Banco = "Banco" }), "text/plain");
    }

    [HttpPost("/comprovantes/rodape-seguro")]
    public IActionResult RodapeSeguro([FromForm] string nome)
    {
        // Look-alike: a fixed template, the request in its model.
        var modelo = Scriban.Template.Parse("Olá {{ nome }}");
        return Content(modelo.Render(new { Nome = nome }), "text/plain");
    }
}
