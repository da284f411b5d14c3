using System.Linq;
using Microsoft.AspNetCore.Mvc;
using Microsoft.EntityFrameworkCore;

public class AuditoriaController : ControllerBase
{
    private readonly BancoContext contexto;

    [HttpGet("auditoria")]
    public IActionResult Auditar([FromQuery] string operador)
    {
        var brutos = contexto.Auditorias.FromSqlRaw("SELECT * FROM auditoria WHERE operador = '" + operador + "'").ToList(); // vigia: expect injection-sql
        var seguros = contexto.Auditorias.FromSqlInterpolated($"SELECT * FROM auditoria WHERE operador = {operador}").ToList(); // vigia: ok injection-sql, injection-sql-sink
        return Ok(brutos.Count + seguros.Count);
    }
}
