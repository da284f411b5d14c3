import java.util.Arrays;
import java.util.List;
import javax.servlet.http.*;
import org.springframework.jdbc.core.JdbcTemplate;

class ConciliacaoContasServlet extends HttpServlet {
  private JdbcTemplate jdbc;

  protected void doPost(HttpServletRequest request, HttpServletResponse response) {
    List<String> contas = Arrays.asList(request.getParameterValues("conta"));
    contas.forEach(conta -> jdbc.update("UPDATE contas SET conciliada = true WHERE numero = '" + conta + "'")); // vigia: expect injection-sql
    List<String> internas = Arrays.asList("0001", "0002");
    internas.forEach(conta -> jdbc.update("UPDATE contas SET conciliada = true WHERE numero = '" + conta + "'")); // vigia: ok injection-sql
  }
}
