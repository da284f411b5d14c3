using Microsoft.AspNetCore.Mvc;
using Microsoft.Data.SqlClient;

public record PedidoEmprestimo(string Finalidade, int Prazo);

public class EmprestimoController : ControllerBase
{
    private readonly SqlConnection conexao;

    [HttpPost("emprestimos")]
    public IActionResult Solicitar([FromBody] PedidoEmprestimo pedido)
    {
        var comando = new SqlCommand("INSERT INTO pedidos (finalidade) VALUES ('" + pedido.Finalidade + "')", conexao); // vigia: expect injection-sql
        var seguro = new SqlCommand("INSERT INTO pedidos (prazo) VALUES (" + pedido.Prazo + ")", conexao); // vigia: ok injection-sql
        return Created("", null);
    }
}
