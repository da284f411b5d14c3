using System.DirectoryServices;
using Microsoft.AspNetCore.Mvc;

public class GerenteController : ControllerBase
{
    private readonly DirectoryEntry raiz = new("LDAP://diretorio.banco.com.br/ou=gerentes,dc=banco,dc=com,dc=br");

    [HttpGet("gerentes")]
    public IActionResult Gerentes([FromQuery] string matricula)
    {
        var busca = new DirectorySearcher(raiz, "(uid=" + matricula + ")"); // vigia: expect injection-ldap
        var fixa = new DirectorySearcher(raiz, "(objectClass=person)"); // vigia: ok injection-ldap, injection-ldap-sink
        return Ok(busca.FindAll().Count + fixa.FindAll().Count);
    }
}
