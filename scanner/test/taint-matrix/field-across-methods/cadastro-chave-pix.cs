using Microsoft.AspNetCore.Mvc;
using Microsoft.Data.SqlClient;

public class ChavePixController : ControllerBase
{
    private readonly SqlConnection conexao;
    private string chave = "";
    private string tipo = "EMAIL";

    [HttpPost("chaves-pix")]
    public IActionResult Cadastrar([FromForm] string chaveInformada)
    {
        Carregar(chaveInformada);
        Gravar();
        return Created("", null);
    }

    private void Carregar(string valor)
    {
        chave = valor;
    }

    private void Gravar()
    {
        var comando = new SqlCommand("INSERT INTO chaves_pix (chave) VALUES ('" + chave + "')", conexao); // vigia: expect injection-sql
        var seguro = new SqlCommand("INSERT INTO chaves_pix (tipo) VALUES ('" + tipo + "')", conexao); // vigia: ok injection-sql
    }
}
