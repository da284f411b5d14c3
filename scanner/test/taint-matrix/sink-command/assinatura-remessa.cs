using System.Diagnostics;
using Microsoft.AspNetCore.Mvc;

public class RemessaController : ControllerBase
{
    [HttpPost("remessas/assinatura")]
    public IActionResult Assinar([FromForm] string remessa)
    {
        Process.Start("/bin/sh", "-c \"gpg --sign /srv/remessas/" + remessa + "\""); // vigia: expect injection-command
        Process.Start("/bin/sh", "-c \"gpg --sign /srv/remessas/cnab240.rem\""); // vigia: ok injection-command, injection-command-sink
        return Accepted();
    }
}
