import java.sql.Connection;
import javax.servlet.http.*;

class ParcelasEmprestimoServlet extends HttpServlet {
  private Connection conexao;

  protected void doGet(HttpServletRequest request, HttpServletResponse response) throws Exception {
    String[] contratos = request.getParameterValues("contrato");
    String lista = "";
    for (String contrato : contratos) {
      lista = lista + "'" + contrato + "',";
    }
    conexao.createStatement().executeQuery("SELECT * FROM parcelas WHERE contrato IN (" + lista + "'')"); // vigia: expect injection-sql
    String faixas = "";
    for (int i = 0; i < 12; i++) {
      faixas = faixas + i + ",";
    }
    conexao.createStatement().executeQuery("SELECT * FROM parcelas WHERE numero IN (" + faixas + "0)"); // vigia: ok injection-sql
  }
}
