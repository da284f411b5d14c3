import java.sql.Connection;
import java.util.HashMap;
import java.util.Map;
import javax.servlet.http.*;

class FiltrosExtratoServlet extends HttpServlet {
  private Connection conexao;

  protected void doGet(HttpServletRequest request, HttpServletResponse response) throws Exception {
    Map<String, String> filtros = new HashMap<>();
    filtros.put("status", "LIQUIDADO");
    filtros.put("descricao", request.getParameter("descricao"));
    conexao.createStatement().executeQuery("SELECT * FROM extrato WHERE descricao = '" + filtros.get("descricao") + "'"); // vigia: expect injection-sql
    conexao.createStatement().executeQuery("SELECT * FROM extrato WHERE status = '" + filtros.get("status") + "'"); // vigia: ok injection-sql
  }
}
