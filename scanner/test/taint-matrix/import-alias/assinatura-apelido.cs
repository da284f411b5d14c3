using Microsoft.AspNetCore.Mvc;
using Processo = System.Diagnostics.Process;

public class RemessaController : ControllerBase
{
    [HttpPost("remessas/assinatura")]
    public IActionResult Assinar([FromForm] string remessa)
    {
        Processo.Start("/bin/sh", "-c \"gpg --sign /srv/remessas/" + remessa + "\""); // vigia: expect injection-command
        return Accepted();
    }

    [HttpPost("remessas/fila")]
    public IActionResult Enfileirar([FromForm] string remessa)
    {
        var Processo = new FilaDeAssinatura();
        Processo.Start("/bin/sh", "-c \"gpg --sign /srv/remessas/" + remessa + "\""); // vigia: ok injection-command, injection-command-sink
        return Accepted();
    }
}
