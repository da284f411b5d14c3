import java.sql.Connection;
import javax.servlet.http.*;

class OrdemPagamento {
  String beneficiario;
  String moeda;
}

class OrdemPagamentoServlet extends HttpServlet {
  private Connection conexao;

  protected void doPost(HttpServletRequest request, HttpServletResponse response) throws Exception {
    OrdemPagamento ordem = new OrdemPagamento();
    ordem.beneficiario = request.getParameter("beneficiario");
    ordem.moeda = "BRL";
    conexao.createStatement().executeUpdate("INSERT INTO ordens (beneficiario) VALUES ('" + ordem.beneficiario + "')"); // vigia: expect injection-sql
    conexao.createStatement().executeUpdate("INSERT INTO ordens (moeda) VALUES ('" + ordem.moeda + "')"); // vigia: ok injection-sql
  }
}
