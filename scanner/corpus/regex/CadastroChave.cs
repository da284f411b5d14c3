using System.ComponentModel.DataAnnotations;

namespace Banco.Pix.Dto;

public class CadastroChave
{
    [RegularExpression(@"^([a-z0-9]+\.?)+@banco\.com\.br$")] // vigia-expect: regex-redos
    public string Email { get; set; } = "";

    // Look-alike: one quantifier per group.
    [RegularExpression(@"^\d{11}$")]
    public string Cpf { get; set; } = "";
}
