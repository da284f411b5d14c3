import java.sql.Connection;
import javax.servlet.http.*;

class BuscaTitularServlet extends HttpServlet {
  private Connection conexao;

  protected void doGet(HttpServletRequest request, HttpServletResponse response) throws Exception {
    String titular = request.getParameter("titular");
    String normalizado = titular.trim().toUpperCase().replace("  ", " ").substring(0, 40);
    conexao.createStatement().executeQuery("SELECT * FROM contas WHERE titular = '" + normalizado + "'"); // vigia: expect injection-sql
    int tamanho = titular.trim().length();
    conexao.createStatement().executeQuery("SELECT * FROM contas LIMIT " + tamanho); // vigia: ok injection-sql
  }
}
