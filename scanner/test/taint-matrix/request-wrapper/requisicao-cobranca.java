import java.sql.Connection;
import javax.servlet.http.*;

class RequisicaoCobranca {
  private final HttpServletRequest request;

  RequisicaoCobranca(HttpServletRequest request) {
    this.request = request;
  }

  String parametro(String nome) {
    return request.getParameter(nome);
  }

  String moeda() {
    return "BRL";
  }
}

class CobrancaServlet extends HttpServlet {
  private Connection conexao;

  protected void doGet(HttpServletRequest request, HttpServletResponse response) throws Exception {
    RequisicaoCobranca cobranca = new RequisicaoCobranca(request);
    conexao.createStatement().executeQuery("SELECT * FROM cobrancas WHERE txid = '" + cobranca.parametro("txid") + "'"); // vigia: expect injection-sql
    conexao.createStatement().executeQuery("SELECT * FROM cobrancas WHERE moeda = '" + cobranca.moeda() + "'"); // vigia: ok injection-sql
  }
}
