using System.IO;
using Microsoft.AspNetCore.Mvc;

public class ComprovanteController : ControllerBase
{
    private const string Base = "/srv/comprovantes/";

    [HttpGet("comprovantes")]
    public IActionResult Comprovante([FromQuery] string arquivo)
    {
        var bruto = System.IO.File.ReadAllBytes(Path.Combine(Base, arquivo)); // vigia: expect path-traversal
        var caminho = Path.GetFullPath(Path.Combine(Base, arquivo));
        if (!caminho.StartsWith(Base))
        {
            return BadRequest();
        }
        var conteudo = System.IO.File.ReadAllBytes(caminho); // vigia: ok path-traversal
        return File(conteudo, "application/pdf");
    }
}
