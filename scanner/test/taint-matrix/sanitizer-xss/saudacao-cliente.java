import java.sql.Connection;
import javax.servlet.http.*;
import org.springframework.web.util.HtmlUtils;

class SaudacaoClienteServlet extends HttpServlet {
  private Connection conexao;

  protected void doGet(HttpServletRequest request, HttpServletResponse response) throws Exception {
    String nome = request.getParameter("nome");
    response.getWriter().print("<h1>Olá, " + nome + "</h1>"); // vigia: expect xss
    String seguro = HtmlUtils.htmlEscape(nome);
    response.getWriter().print("<h1>Olá, " + seguro + "</h1>"); // vigia: ok xss
    conexao.createStatement().executeQuery("SELECT * FROM clientes WHERE nome = '" + seguro + "'"); // vigia: expect injection-sql
  }
}
