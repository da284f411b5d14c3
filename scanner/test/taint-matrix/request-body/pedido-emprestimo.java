import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.web.bind.annotation.*;

class PedidoEmprestimo {
  private String finalidade;
  private int prazo;

  public String getFinalidade() { return finalidade; }
  public int getPrazo() { return prazo; }
}

@RestController
class EmprestimoController {
  private JdbcTemplate jdbc;

  @PostMapping("/emprestimos")
  public void solicitar(@RequestBody PedidoEmprestimo pedido) {
    jdbc.update("INSERT INTO pedidos (finalidade) VALUES ('" + pedido.getFinalidade() + "')"); // vigia: expect injection-sql
    jdbc.update("INSERT INTO pedidos (prazo) VALUES (" + pedido.getPrazo() + ")"); // vigia: ok injection-sql
  }
}
