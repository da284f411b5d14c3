import java.sql.Connection;
import javax.servlet.http.*;

class TipoTransacaoServlet extends HttpServlet {
  private Connection conexao;

  protected void doGet(HttpServletRequest request, HttpServletResponse response) throws Exception {
    String tipo = request.getParameter("tipo");
    String tabela;
    switch (tipo) {
      case "pix": tabela = "transacoes_pix"; break;
      case "ted": tabela = "transacoes_ted"; break;
      default: tabela = "transacoes";
    }
    conexao.createStatement().executeQuery("SELECT * FROM " + tabela); // vigia: ok injection-sql
    String filtro;
    switch (tipo) {
      case "pix": filtro = "tipo = 'PIX'"; break;
      default: filtro = "tipo = '" + tipo + "'";
    }
    conexao.createStatement().executeQuery("SELECT * FROM transacoes WHERE " + filtro); // vigia: expect injection-sql
  }
}
