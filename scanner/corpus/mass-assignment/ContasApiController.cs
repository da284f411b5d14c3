using Microsoft.AspNetCore.Mvc;

namespace Banco.Contas.Api;

[ApiController]
public class ContasApiController : ControllerBase
{
    private readonly CadastroContext _contexto;

    public ContasApiController(CadastroContext contexto) => _contexto = contexto;

    [HttpPost]
    public async Task<IActionResult> Criar([FromBody] Conta conta)
    {
        _contexto.Contas.Add(conta); // vigia-expect: mass-assignment
        await _contexto.SaveChangesAsync();
        return Ok(conta);
    }

    // Look-alike: a DTO is bound and only its allowed fields reach the entity.
    [HttpPost("seguro")]
    public async Task<IActionResult> CriarSeguro([FromBody] AberturaContaDto pedido)
    {
        var conta = new Conta { Apelido = pedido.Apelido };
        _contexto.Contas.Add(conta);
        await _contexto.SaveChangesAsync();
        return Ok(conta);
    }
}
