import br.com.banco.util.RequisicaoUtil;
import java.sql.Connection;
import javax.servlet.http.*;

class LimiteCreditoServlet extends HttpServlet {
  private Connection conexao;

  protected void doGet(HttpServletRequest request, HttpServletResponse response) throws Exception {
    String cpf = RequisicaoUtil.lerCpf(request);
    conexao.createStatement().executeQuery("SELECT limite FROM credito WHERE cpf = '" + cpf + "'"); // vigia: expect injection-sql
    String conta = RequisicaoUtil.somenteNumeros(request.getParameter("conta"));
    conexao.createStatement().executeQuery("SELECT limite FROM credito WHERE conta = '" + conta + "'"); // vigia: ok injection-sql
  }
}
