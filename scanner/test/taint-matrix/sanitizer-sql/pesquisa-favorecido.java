import java.sql.Connection;
import java.sql.PreparedStatement;
import javax.servlet.http.*;

class PesquisaFavorecidoServlet extends HttpServlet {
  private Connection conexao;

  protected void doGet(HttpServletRequest request, HttpServletResponse response) throws Exception {
    String documento = request.getParameter("documento");
    PreparedStatement consulta = conexao.prepareStatement("SELECT * FROM favorecidos WHERE documento = ?"); // vigia: ok injection-sql
    consulta.setString(1, documento);
    consulta.executeQuery();
    conexao.prepareStatement("SELECT * FROM favorecidos WHERE documento = '" + documento + "'").executeQuery(); // vigia: expect injection-sql
  }
}
