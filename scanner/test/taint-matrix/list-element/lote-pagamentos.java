import java.sql.Connection;
import java.util.ArrayList;
import java.util.List;
import javax.servlet.http.*;

class LotePagamentosServlet extends HttpServlet {
  private Connection conexao;

  protected void doPost(HttpServletRequest request, HttpServletResponse response) throws Exception {
    List<String> codigos = new ArrayList<>();
    codigos.add("LOTE-0001");
    codigos.add(request.getParameter("codigo"));
    conexao.createStatement().executeQuery("SELECT * FROM pagamentos WHERE codigo = '" + codigos.get(1) + "'"); // vigia: expect injection-sql
    conexao.createStatement().executeQuery("SELECT * FROM pagamentos WHERE codigo = '" + codigos.get(0) + "'"); // vigia: ok injection-sql
  }
}
