using System.Threading.Tasks;
using Dapper;
using Microsoft.AspNetCore.Mvc;
using Microsoft.Data.SqlClient;

public class AgendamentoController : ControllerBase
{
    private readonly SqlConnection conexao;

    [HttpPost("agendamentos")]
    public async Task<IActionResult> Agendar([FromForm] string boleto)
    {
        await conexao.ExecuteAsync("INSERT INTO agendamentos (boleto) VALUES ('" + boleto + "')"); // vigia: expect injection-sql
        await conexao.ExecuteAsync("DELETE FROM agendamentos WHERE status = 'CANCELADO'"); // vigia: ok injection-sql, injection-sql-sink
        return Created("", null);
    }
}
