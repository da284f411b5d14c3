import java.sql.Connection;
import javax.servlet.http.*;

class ValorTransferenciaServlet extends HttpServlet {
  private Connection conexao;

  protected void doPost(HttpServletRequest request, HttpServletResponse response) throws Exception {
    String valorInformado = request.getParameter("valor");
    long centavos = Long.parseLong(valorInformado);
    conexao.createStatement().executeUpdate("UPDATE contas SET saldo = saldo - " + centavos); // vigia: ok injection-sql
    double taxa = Double.parseDouble(request.getParameter("taxa"));
    conexao.createStatement().executeUpdate("UPDATE contas SET taxa = " + taxa); // vigia: ok injection-sql
    conexao.createStatement().executeUpdate("UPDATE contas SET saldo = saldo - " + valorInformado); // vigia: expect injection-sql
  }
}
