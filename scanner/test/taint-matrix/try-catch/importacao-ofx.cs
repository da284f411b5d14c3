using System;
using Microsoft.AspNetCore.Mvc;
using Microsoft.Data.SqlClient;

public class ImportacaoController : ControllerBase
{
    private readonly SqlConnection conexao;

    [HttpPost("importacoes")]
    public IActionResult Importar([FromForm] string arquivoInformado, [FromForm] string bancoInformado)
    {
        var arquivo = "padrao.ofx";
        var banco = "001";
        try
        {
            arquivo = arquivoInformado;
            banco = int.Parse(bancoInformado).ToString();
        }
        catch (FormatException)
        {
            banco = "000";
        }
        finally
        {
            var comando = new SqlCommand("INSERT INTO importacoes (arquivo) VALUES ('" + arquivo + "')", conexao); // vigia: expect injection-sql
        }
        var seguro = new SqlCommand("INSERT INTO importacoes (banco) VALUES ('" + banco + "')", conexao); // vigia: ok injection-sql
        return Created("", null);
    }
}
