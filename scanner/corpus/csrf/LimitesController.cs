using Microsoft.AspNetCore.Mvc;

namespace Banco.Pix.Web;

public class LimitesController : Controller
{
    [HttpPost]
    [IgnoreAntiforgeryToken] // vigia-expect: csrf-protection-disabled
    public IActionResult AlterarLimite(decimal limite) => Ok(limite);

    // Look-alikes: token validated, and the attribute named in a comment only.
    [HttpPost]
    [ValidateAntiForgeryToken]
    public IActionResult AlterarApelido(string apelido) => Ok(apelido);

    [HttpPost]
    [AutoValidateAntiforgeryToken]
    public IActionResult AlterarEmail(string email) => Ok(email);
}
