import java.sql.Connection;
import javax.servlet.http.*;

class TipoContaServlet extends HttpServlet {
  private Connection conexao;

  protected void doGet(HttpServletRequest request, HttpServletResponse response) throws Exception {
    String apelido = request.getParameter("apelido");
    boolean empresarial = request.getParameter("pj") != null;
    String busca = empresarial ? apelido : "PF";
    conexao.createStatement().executeQuery("SELECT * FROM contas WHERE apelido = '" + busca + "'"); // vigia: expect injection-sql
    String tipo = empresarial ? "PJ" : "PF";
    conexao.createStatement().executeQuery("SELECT * FROM contas WHERE tipo = '" + tipo + "'"); // vigia: ok injection-sql
  }
}
