import java.sql.Connection;
import javax.servlet.http.*;

class ConsultaSaldoServlet extends HttpServlet {
  private Connection conexao;

  protected void doGet(HttpServletRequest request, HttpServletResponse response) throws Exception {
    String conta = request.getParameter("conta");
    String agencia = conta;
    conexao.createStatement().executeQuery("SELECT saldo FROM contas WHERE agencia = '" + agencia + "'"); // vigia: expect injection-sql
    String fixa = "0001";
    conexao.createStatement().executeQuery("SELECT saldo FROM contas WHERE agencia = '" + fixa + "'"); // vigia: ok injection-sql
  }
}
