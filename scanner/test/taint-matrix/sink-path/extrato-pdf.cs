using System.IO;
using Microsoft.AspNetCore.Mvc;

public class ExtratoPdfController : ControllerBase
{
    [HttpGet("extratos/pdf")]
    public IActionResult ExtratoPdf([FromQuery] string mes)
    {
        var modelo = System.IO.File.ReadAllBytes("/srv/extratos/modelo.pdf"); // vigia: ok path-traversal, path-traversal-sink
        var fluxo = new FileStream("/srv/extratos/" + mes + ".pdf", FileMode.Open); // vigia: expect path-traversal
        return PhysicalFile("/srv/extratos/" + mes + ".pdf", "application/pdf"); // vigia: expect path-traversal
    }
}
