import java.sql.Connection;
import javax.servlet.http.*;

class LimitePixServlet extends HttpServlet {
  private Connection conexao;

  protected void doPost(HttpServletRequest request, HttpServletResponse response) throws Exception {
    String chave = request.getParameter("chave");
    conexao.createStatement().executeUpdate("UPDATE limites SET valor = 0 WHERE chave = '" + chave + "'"); // vigia: expect injection-sql
    chave = "padrao";
    conexao.createStatement().executeUpdate("UPDATE limites SET valor = 0 WHERE chave = '" + chave + "'"); // vigia: ok injection-sql
  }
}
