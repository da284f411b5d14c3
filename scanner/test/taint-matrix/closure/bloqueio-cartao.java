import java.util.function.Supplier;
import javax.servlet.http.*;
import org.springframework.jdbc.core.JdbcTemplate;

class BloqueioCartaoServlet extends HttpServlet {
  private JdbcTemplate jdbc;

  protected void doPost(HttpServletRequest request, HttpServletResponse response) {
    String cartao = request.getParameter("cartao");
    String motivo = "PERDA";
    Runnable bloquear = () -> jdbc.update("UPDATE cartoes SET bloqueado = true WHERE numero = '" + cartao + "'"); // vigia: expect injection-sql
    Supplier<String> registro = () -> "INSERT INTO bloqueios (motivo) VALUES ('" + motivo + "')";
    bloquear.run();
    jdbc.update(registro.get()); // vigia: ok injection-sql
  }
}
