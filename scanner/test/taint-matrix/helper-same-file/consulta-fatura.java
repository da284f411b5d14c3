import java.sql.Connection;
import javax.servlet.http.*;

class ConsultaFaturaServlet extends HttpServlet {
  private Connection conexao;

  protected void doGet(HttpServletRequest request, HttpServletResponse response) throws Exception {
    String cartao = request.getParameter("cartao");
    conexao.createStatement().executeQuery(montarConsulta(cartao)); // vigia: expect injection-sql
    conexao.createStatement().executeQuery(montarConsulta("5555")); // vigia: ok injection-sql
    conexao.createStatement().executeQuery(montarConsulta(somenteDigitos(cartao))); // vigia: ok injection-sql
  }

  private String montarConsulta(String cartao) {
    return "SELECT * FROM faturas WHERE cartao = '" + cartao + "'";
  }

  private String somenteDigitos(String valor) {
    return String.valueOf(Long.parseLong(valor));
  }
}
