using System.Text.RegularExpressions;

namespace Banco.Pix;

public static class ValidadorChave
{
    private static readonly Regex Email = new Regex(@"^([a-zA-Z0-9_.-]+)+@banco\.com\.br$"); // vigia-expect: regex-redos

    public static bool DescricaoValida(string descricao) =>
        Regex.IsMatch(descricao, @"^(\w+\s?)*$"); // vigia-expect: regex-redos

    // Look-alikes: one quantifier per group.
    private static readonly Regex Valor = new Regex(@"^\d+(,\d{2})?$");

    public static bool TelefoneValido(string telefone) => Regex.IsMatch(telefone, @"^\+55(\d{2})\d{8,9}$");
}
