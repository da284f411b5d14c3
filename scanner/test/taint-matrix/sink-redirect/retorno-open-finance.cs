using Microsoft.AspNetCore.Mvc;

public class RetornoController : Controller
{
    [HttpGet("open-finance/retorno")]
    public IActionResult Retorno([FromQuery(Name = "redirect_uri")] string destino, [FromQuery] string? erro)
    {
        if (erro != null)
        {
            return Redirect("/consentimentos/erro"); // vigia: ok open-redirect, open-redirect-sink
        }
        return Redirect(destino); // vigia: expect open-redirect
    }
}
