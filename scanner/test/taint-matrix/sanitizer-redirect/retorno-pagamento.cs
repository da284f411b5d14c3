using Microsoft.AspNetCore.Mvc;

public class RetornoPagamentoController : Controller
{
    [HttpGet("pagamentos/retorno")]
    public IActionResult Retorno([FromQuery] string destino, [FromQuery] string? legado)
    {
        if (legado != null)
        {
            return Redirect(destino); // vigia: expect open-redirect
        }
        if (!Url.IsLocalUrl(destino))
        {
            return Redirect("/inicio");
        }
        return Redirect(destino); // vigia: ok open-redirect
    }
}
