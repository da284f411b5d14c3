using Microsoft.AspNetCore.Mvc;

namespace Banco.Cadastro.Web;

public class ClientesController : Controller
{
    private readonly CadastroContext _contexto;

    public ClientesController(CadastroContext contexto) => _contexto = contexto;

    [HttpPost]
    public async Task<IActionResult> Editar(int id)
    {
        var cliente = await _contexto.Clientes.FindAsync(id);
        if (await TryUpdateModelAsync(cliente)) // vigia-expect: mass-assignment
        {
            await _contexto.SaveChangesAsync();
        }
        return View(cliente);
    }

    [HttpPost]
    public async Task<IActionResult> EditarSeguro(int id)
    {
        // Look-alike: only the listed properties are bound.
        var cliente = await _contexto.Clientes.FindAsync(id);
        if (await TryUpdateModelAsync(cliente, "", c => c.Apelido, c => c.Email))
        {
            await _contexto.SaveChangesAsync();
        }
        return View(cliente);
    }
}
