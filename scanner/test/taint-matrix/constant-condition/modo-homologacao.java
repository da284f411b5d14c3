import java.sql.Connection;
import javax.servlet.http.*;

class ModoHomologacaoServlet extends HttpServlet {
  private static final boolean HOMOLOGACAO = false;
  private Connection conexao;

  protected void doGet(HttpServletRequest request, HttpServletResponse response) throws Exception {
    String agencia = request.getParameter("agencia");
    String filtro = "0001";
    if (HOMOLOGACAO) {
      filtro = agencia;
    }
    conexao.createStatement().executeQuery("SELECT * FROM agencias WHERE codigo = '" + filtro + "'"); // vigia: ok injection-sql
    String destino = "0001";
    if (2 + 2 == 4) {
      destino = agencia;
    }
    conexao.createStatement().executeQuery("SELECT * FROM agencias WHERE codigo = '" + destino + "'"); // vigia: expect injection-sql
  }
}
