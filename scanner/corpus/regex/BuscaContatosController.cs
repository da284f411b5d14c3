using System.Text.RegularExpressions;
using Microsoft.AspNetCore.Mvc;

namespace Banco.Pix.Web;

[ApiController]
public class BuscaContatosController : ControllerBase
{
    [HttpGet("/contatos")]
    public IActionResult Buscar([FromQuery] string apelido)
    {
        var filtro = new Regex(apelido, RegexOptions.IgnoreCase); // vigia-expect: regex-injection
        return Ok(filtro.IsMatch("Maria"));
    }

    [HttpGet("/contatos/exato")]
    public IActionResult Exato([FromQuery] string apelido, [FromQuery] string padrao)
    {
        return Ok(Regex.IsMatch(apelido, padrao)); // vigia-expect: regex-injection
    }

    [HttpGet("/contatos/seguro")]
    public IActionResult Seguro([FromQuery] string apelido)
    {
        // Look-alikes: the input is escaped; the input is the subject, not the pattern.
        var filtro = new Regex(Regex.Escape(apelido), RegexOptions.IgnoreCase);
        return Ok(filtro.IsMatch("Maria") && Regex.IsMatch(apelido, "^[a-z]+$"));
    }
}
