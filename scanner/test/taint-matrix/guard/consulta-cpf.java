import java.sql.Connection;
import javax.servlet.http.*;

class ConsultaCpfServlet extends HttpServlet {
  private Connection conexao;

  protected void doGet(HttpServletRequest request, HttpServletResponse response) throws Exception {
    String nome = request.getParameter("nome");
    if (nome == null || nome.isEmpty()) {
      response.sendError(400);
      return;
    }
    conexao.createStatement().executeQuery("SELECT * FROM clientes WHERE nome = '" + nome + "'"); // vigia: expect injection-sql
    String cpf = request.getParameter("cpf");
    if (!cpf.matches("\\d{11}")) {
      response.sendError(400);
      return;
    }
    conexao.createStatement().executeQuery("SELECT * FROM clientes WHERE cpf = '" + cpf + "'"); // vigia: ok injection-sql
  }
}
