using System.Text;
using Microsoft.AspNetCore.Mvc;
using Microsoft.Data.SqlClient;

public class RelatorioController : ControllerBase
{
    private readonly SqlConnection conexao;

    [HttpGet("transferencias")]
    public IActionResult Transferencias([FromQuery] string favorecido)
    {
        var sql = new StringBuilder("SELECT * FROM transferencias WHERE 1 = 1");
        sql.Append(" AND favorecido = '").Append(favorecido).Append("'");
        var comando = new SqlCommand(sql.ToString(), conexao); // vigia: expect injection-sql
        var fixo = new StringBuilder("SELECT * FROM transferencias");
        fixo.Append(" WHERE status = 'CONCLUIDA'");
        var seguro = new SqlCommand(fixo.ToString(), conexao); // vigia: ok injection-sql
        return Ok();
    }
}
