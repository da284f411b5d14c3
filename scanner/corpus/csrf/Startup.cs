using Microsoft.AspNetCore.Mvc;

namespace Banco.Painel;

public static class Startup
{
    public static void Configurar(IServiceCollection servicos)
    {
        servicos.AddControllersWithViews(opcoes => opcoes.Filters.Add(new IgnoreAntiforgeryTokenAttribute())); // vigia-expect: csrf-protection-disabled
        // Look-alike: antiforgery validated on every unsafe method.
        servicos.AddControllersWithViews(opcoes => opcoes.Filters.Add(new AutoValidateAntiforgeryTokenAttribute()));
    }
}
