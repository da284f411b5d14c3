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
