import java.sql.Connection;
import javax.servlet.http.*;

class RelatorioTransferenciasServlet extends HttpServlet {
  private Connection conexao;

  protected void doGet(HttpServletRequest request, HttpServletResponse response) throws Exception {
    String favorecido = request.getParameter("favorecido");
    StringBuilder sql = new StringBuilder("SELECT * FROM transferencias WHERE 1 = 1");
    sql.append(" AND favorecido = '").append(favorecido).append("'");
    conexao.createStatement().executeQuery(sql.toString()); // vigia: expect injection-sql
    StringBuilder fixo = new StringBuilder("SELECT * FROM transferencias");
    fixo.append(" WHERE status = 'CONCLUIDA'");
    conexao.createStatement().executeQuery(fixo.toString()); // vigia: ok injection-sql
  }
}
