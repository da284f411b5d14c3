import java.sql.Connection;
import java.util.Set;
import javax.servlet.http.*;

class OrdenacaoExtratoServlet extends HttpServlet {
  private static final Set<String> COLUNAS = Set.of("data", "valor", "descricao");
  private Connection conexao;

  protected void doGet(HttpServletRequest request, HttpServletResponse response) throws Exception {
    String ordem = request.getParameter("ordem");
    if (COLUNAS.contains(ordem)) {
      conexao.createStatement().executeQuery("SELECT * FROM extrato ORDER BY " + ordem); // vigia: ok injection-sql
    }
    if (ordem.equals("data") || ordem.equals("valor")) {
      conexao.createStatement().executeQuery("SELECT * FROM extrato ORDER BY " + ordem); // vigia: ok injection-sql
    }
    conexao.createStatement().executeQuery("SELECT * FROM extrato ORDER BY " + ordem); // vigia: expect injection-sql
  }
}
