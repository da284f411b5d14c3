import java.sql.Connection;
import javax.servlet.http.*;

class TarifaPacoteServlet extends HttpServlet {
  private Connection conexao;

  protected void doGet(HttpServletRequest request, HttpServletResponse response) throws Exception {
    String pacote = "ESSENCIAL";
    if (request.getParameter("personalizado") != null) {
      pacote = request.getParameter("pacote");
    }
    conexao.createStatement().executeQuery("SELECT tarifa FROM pacotes WHERE nome = '" + pacote + "'"); // vigia: expect injection-sql
    String segmento;
    if (request.getParameter("pj") != null) {
      segmento = "EMPRESAS";
    } else {
      segmento = "VAREJO";
    }
    conexao.createStatement().executeQuery("SELECT tarifa FROM pacotes WHERE segmento = '" + segmento + "'"); // vigia: ok injection-sql
  }
}
