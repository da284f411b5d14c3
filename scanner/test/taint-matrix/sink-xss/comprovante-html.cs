using System.Threading.Tasks;
using Microsoft.AspNetCore.Html;
using Microsoft.AspNetCore.Mvc;

public class ComprovanteController : Controller
{
    [HttpGet("comprovante")]
    public async Task Comprovante([FromQuery] string favorecido, [FromQuery] string valor)
    {
        var rotulo = new HtmlString("<p>Favorecido: " + favorecido + "</p>"); // vigia: expect xss
        await Response.WriteAsync("<p>Valor: " + valor + "</p>"); // vigia: expect xss
        await Response.WriteAsync("<p>Comprovante emitido</p>"); // vigia: ok xss, xss-sink
    }
}
