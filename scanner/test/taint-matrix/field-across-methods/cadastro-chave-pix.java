import java.sql.Connection;
import javax.servlet.http.*;

class CadastroChavePixServlet extends HttpServlet {
  private Connection conexao;
  private String chave;
  private String tipo = "EMAIL";

  protected void doPost(HttpServletRequest request, HttpServletResponse response) throws Exception {
    carregar(request);
    gravar();
  }

  private void carregar(HttpServletRequest request) {
    this.chave = request.getParameter("chave");
  }

  private void gravar() throws Exception {
    conexao.createStatement().executeUpdate("INSERT INTO chaves_pix (chave) VALUES ('" + chave + "')"); // vigia: expect injection-sql
    conexao.createStatement().executeUpdate("INSERT INTO chaves_pix (tipo) VALUES ('" + tipo + "')"); // vigia: ok injection-sql
  }
}
