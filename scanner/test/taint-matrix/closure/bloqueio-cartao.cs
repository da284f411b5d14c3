using Microsoft.AspNetCore.Mvc;
using Microsoft.Data.SqlClient;

public class BloqueioController : ControllerBase
{
    private readonly SqlConnection conexao;

    [HttpPost("cartoes/bloqueio")]
    public IActionResult BloquearCartao([FromForm] string cartao)
    {
        var motivo = "PERDA";
        void Bloquear()
        {
            var comando = new SqlCommand("UPDATE cartoes SET bloqueado = 1 WHERE numero = '" + cartao + "'", conexao); // vigia: expect injection-sql
        }
        void Registrar()
        {
            var seguro = new SqlCommand("INSERT INTO bloqueios (motivo) VALUES ('" + motivo + "')", conexao); // vigia: ok injection-sql
        }
        Bloquear();
        Registrar();
        return NoContent();
    }
}
