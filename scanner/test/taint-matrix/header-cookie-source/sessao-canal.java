import java.sql.Connection;
import javax.servlet.http.*;

class SessaoCanalServlet extends HttpServlet {
  private Connection conexao;

  protected void doGet(HttpServletRequest request, HttpServletResponse response) throws Exception {
    String canal = request.getHeader("X-Canal");
    conexao.createStatement().executeQuery("SELECT * FROM canais WHERE nome = '" + canal + "'"); // vigia: expect injection-sql
    String sessao = request.getCookies()[0].getValue();
    conexao.createStatement().executeQuery("SELECT * FROM sessoes WHERE id = '" + sessao + "'"); // vigia: expect injection-sql
  }
}
