using System.Xml;
using Microsoft.AspNetCore.Mvc;

public class CadastroController : ControllerBase
{
    private readonly XmlDocument cadastro = new();

    [HttpGet("cadastro")]
    public IActionResult Consultar([FromQuery] string conta)
    {
        var nomes = cadastro.SelectNodes("/clientes/cliente[conta='" + conta + "']/nome"); // vigia: expect injection-xpath
        var primeiro = cadastro.SelectNodes("/clientes/cliente[1]/nome"); // vigia: ok injection-xpath, injection-xpath-sink
        return Ok(nomes.Count + primeiro.Count);
    }
}
