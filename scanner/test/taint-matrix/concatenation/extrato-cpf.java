import java.sql.Connection;
import javax.servlet.http.*;

class ExtratoCpfServlet extends HttpServlet {
  private Connection conexao;

  protected void doGet(HttpServletRequest request, HttpServletResponse response) throws Exception {
    String cpf = request.getParameter("cpf");
    String filtro = "cpf = '" + cpf + "'";
    String consulta = "SELECT * FROM extrato WHERE " + filtro;
    consulta += " ORDER BY data";
    conexao.createStatement().executeQuery(consulta); // vigia: expect injection-sql
    String tamanho = "SELECT * FROM extrato LIMIT " + cpf.length();
    conexao.createStatement().executeQuery(tamanho); // vigia: ok injection-sql
  }
}
