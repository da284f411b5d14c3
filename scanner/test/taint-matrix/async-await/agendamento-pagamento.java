import java.util.concurrent.CompletableFuture;
import javax.servlet.http.*;
import org.springframework.jdbc.core.JdbcTemplate;

class AgendamentoPagamentoServlet extends HttpServlet {
  private JdbcTemplate jdbc;

  protected void doPost(HttpServletRequest request, HttpServletResponse response) {
    String boleto = request.getParameter("boleto");
    CompletableFuture.runAsync(() -> jdbc.update("INSERT INTO agendamentos (boleto) VALUES ('" + boleto + "')")); // vigia: expect injection-sql
    CompletableFuture.runAsync(() -> jdbc.update("DELETE FROM agendamentos WHERE status = 'CANCELADO'")); // vigia: ok injection-sql, injection-sql-sink
  }
}
