import java.sql.Connection;
import javax.servlet.http.*;

class BoletoServlet extends HttpServlet {
  private Connection conexao;

  protected void doGet(HttpServletRequest request, HttpServletResponse response) throws Exception {
    String linhaDigitavel = request.getParameter("linha");
    String consulta = String.format("SELECT * FROM boletos WHERE linha = '%s'", linhaDigitavel);
    conexao.createStatement().executeQuery(consulta); // vigia: expect injection-sql
    String fixa = String.format("SELECT * FROM boletos WHERE status = '%s'", "PAGO");
    conexao.createStatement().executeQuery(fixa); // vigia: ok injection-sql
  }
}
