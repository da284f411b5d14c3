using Microsoft.AspNetCore.Mvc;
using Microsoft.Data.SqlClient;

public class TransacaoController : ControllerBase
{
    private readonly SqlConnection conexao;

    [HttpGet("transacoes")]
    public IActionResult Transacoes([FromQuery] string tipo)
    {
        string tabela;
        switch (tipo)
        {
            case "pix": tabela = "transacoes_pix"; break;
            case "ted": tabela = "transacoes_ted"; break;
            default: tabela = "transacoes"; break;
        }
        var lista = new SqlCommand("SELECT * FROM " + tabela, conexao); // vigia: ok injection-sql
        var filtro = tipo switch
        {
            "pix" => "tipo = 'PIX'",
            _ => "tipo = '" + tipo + "'",
        };
        var comando = new SqlCommand("SELECT * FROM transacoes WHERE " + filtro, conexao); // vigia: expect injection-sql
        return Ok();
    }
}
