import java.sql.Connection;
import javax.servlet.http.*;

class EstornoPixServlet extends HttpServlet {
  private Connection conexao;

  protected void doPost(HttpServletRequest request, HttpServletResponse response) throws Exception {
    String endToEnd = request.getParameter("e2e");
    estornar(endToEnd);
    estornar("E00000000202611290000");
  }

  private void estornar(String endToEnd) throws Exception {
    conexao.createStatement().executeUpdate("UPDATE pix SET estornado = true WHERE e2e = '" + endToEnd + "'"); // vigia: expect injection-sql
  }

  private void registrar(String motivo) throws Exception {
    conexao.createStatement().executeUpdate("INSERT INTO estornos (motivo) VALUES (?)"); // vigia: ok injection-sql
  }
}
