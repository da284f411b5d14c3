import java.sql.Connection;
import javax.servlet.http.*;

class ImportacaoOfxServlet extends HttpServlet {
  private Connection conexao;

  protected void doPost(HttpServletRequest request, HttpServletResponse response) throws Exception {
    String arquivo = "padrao.ofx";
    String banco = "001";
    try {
      arquivo = request.getParameter("arquivo");
      banco = String.valueOf(Integer.parseInt(request.getParameter("banco")));
    } catch (NumberFormatException e) {
      banco = "000";
    } finally {
      conexao.createStatement().executeUpdate("INSERT INTO importacoes (arquivo) VALUES ('" + arquivo + "')"); // vigia: expect injection-sql
    }
    conexao.createStatement().executeUpdate("INSERT INTO importacoes (banco) VALUES ('" + banco + "')"); // vigia: ok injection-sql
  }
}
